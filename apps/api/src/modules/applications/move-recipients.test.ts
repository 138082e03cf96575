import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { buildWorld, URL, type World } from '../../../test/applications-world.js';
import { addConsultant, insertApplication, insertJob, insertSeeker, person } from '../../../test/candidate-fixture.js';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const recipients = (token: string, scope: object, ids: string[]) =>
  t.request({ method: 'POST', url: `${URL}/bulk/recipients`, token, scope, payload: { ids } });

describe('POST /portal/v1/applications/bulk/recipients (decision 0068)', () => {
  it('names who a move would mail, per group, each address once across the selection', async () => {
    await addConsultant(t.deps, w.jobs.bakery, 'cons-recipients@acme.test');
    const ann = await insertApplication(
      t.deps,
      w.jobs.bakery,
      await insertSeeker(t.deps, w.careers, person('Ann One')),
    );
    const ben = await insertApplication(
      t.deps,
      w.jobs.bakery,
      await insertSeeker(t.deps, w.careers, person('Ben Two')),
    );
    const res = await recipients(w.tokens.admin, w.site, [ann.uuid, ben.uuid]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.admins.map((a: { email: string }) => a.email).sort()).toEqual(['admin@acme.test', 'staff@acme.test']);
    expect(data.consultants).toEqual([
      { name: 'Consultant cons-recipients@acme.test', email: 'cons-recipients@acme.test' },
    ]);
    expect(data.candidate.map((c: { name: string }) => c.name).sort()).toEqual(['Ann One', 'Ben Two']);
  });

  it('answers an empty group when a job has no consultants or admins, so the dialog can say so', async () => {
    const job = await insertJob(t.deps, { siteId: w.careers, employerId: w.bakery, title: 'Lonely Job' });
    const app = await insertApplication(t.deps, job, await insertSeeker(t.deps, w.careers, person('Cal Lone')));
    const res = await recipients(w.tokens.admin, w.site, [app.uuid]);
    expect(res.json().data).toMatchObject({ admins: [], consultants: [] });
  });

  it("refuses another tenant's application with 404", async () => {
    const res = await recipients(w.tokens.admin, w.site, [w.apps.greta.uuid]);
    expect(res.statusCode).toBe(404);
  });
});
