import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationPageSchema } from '@portal/contract';
import { createCapture, isEstimate, isRead } from '../bench/sql-replay.js';
import { buildWorld, type World } from './applications-world.js';
import { insertJob } from './candidate-fixture.js';
import { useTestApp } from './helper.js';

// A job's applications (issue 36): the page proves its job is the reach's, so a request with rows
// sends the caller and the page, as the bare server does; only an empty or refused page reads the
// job, by its key alone (never the detail's record with its description and key contact).
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const jobRecord = /"description"|"key_contact/;
const get = (uuid: string, token: string, scope: object, query = '') =>
  t.request({ method: 'GET', url: `/portal/v1/jobs/${uuid}/applications?per_page=25${query}`, token, scope });

describe('GET /portal/v1/jobs/:uuid/applications, statements per request', () => {
  it('answers a page with rows with the caller and the page, and reads no job of its own', async () => {
    await get(w.jobs.bakery.uuid, w.tokens.admin, w.site);
    for (const [token, scope] of [
      [w.tokens.admin, w.site],
      [w.tokens.staff, w.asBakery],
    ] as const) {
      capture.start();
      const res = await get(w.jobs.bakery.uuid, token, scope);
      const statements = capture.stop().filter(isRead);
      expect(res.statusCode).toBe(200);
      const page = ApplicationPageSchema.parse(res.json());
      expect(page.data.map((row) => row.seeker.name)).toEqual(['Carol Cook', 'Bob Brown', 'Alice Archer']);
      expect(page.meta).toMatchObject({ total: 3, current_page: 1 });
      expect(statements.filter((s) => !isEstimate(s))).toHaveLength(2);
      expect(statements.some((s) => jobRecord.test(s.sql))).toBe(false);
    }
  });

  it('reads only the job key for an empty page, and answers 404 for a job outside the reach first', async () => {
    const quiet = await insertJob(t.deps, { siteId: w.careers, employerId: w.bakery, title: 'Quiet Job' });
    capture.start();
    const empty = await get(quiet.uuid, w.tokens.staff, w.asBakery);
    const statements = capture.stop().filter(isRead);
    expect(empty.statusCode).toBe(200);
    expect(ApplicationPageSchema.parse(empty.json())).toMatchObject({ data: [], meta: { total: 0 } });
    expect(statements.filter((s) => /from "jobs"/.test(s.sql) && !/"applications"/.test(s.sql))).toHaveLength(1);
    expect(statements.some((s) => jobRecord.test(s.sql))).toBe(false);

    // Another employer's job and another site's: 404, as before the page's own errors.
    expect((await get(w.jobs.other.uuid, w.tokens.staff, w.asBakery)).statusCode).toBe(404);
    expect((await get(w.jobs.foreign.uuid, w.tokens.admin, w.site)).statusCode).toBe(404);
    expect((await get(w.jobs.foreign.uuid, w.tokens.admin, w.site, '&page=100000')).statusCode).toBe(404);
    expect((await get(w.jobs.bakery.uuid, w.tokens.admin, w.site, '&page=100000')).statusCode).toBe(422);
  });
});
