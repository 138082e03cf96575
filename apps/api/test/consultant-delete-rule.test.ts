import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type JobStatus } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { jobs } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

async function admin() {
  return { token: await t.login('admin@acme.test'), scope: { sid: ids.site('acme/careers') } };
}

/** A seeded consultant of Acme Careers. */
async function consultantId(name: string) {
  const [row] = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select id from consultants where site_id = ${ids.site('acme/careers')} and name = ${name}`,
  );
  if (!row) throw new Error(`no consultant ${name}`);
  return row.id;
}

/** A job showing the consultant, put in `status` directly (the lifecycle moves are not what is tested). */
async function jobShowing(consultant: number, status: JobStatus) {
  const who = await admin();
  const payload = {
    title: `Shown (${status})`,
    employer_id: ids.employer('Acme Bakery'),
    consultant_ids: [consultant],
  };
  const res = await t.request({ method: 'POST', url: '/portal/v1/jobs', ...who, payload });
  expect(res.statusCode, res.body).toBe(201);
  const { uuid } = res.json().data as { uuid: string };
  await t.deps.db.update(jobs).set({ status }).where(eq(jobs.uuid, uuid));
  return uuid;
}

describe('deleting a consultant a live job shows', () => {
  it('is refused with 409 and the reason while a live job shows them, and the detail lists that job', async () => {
    const who = await admin();
    const chloe = await consultantId('Chloe Carter');
    const live = await jobShowing(chloe, 'live');
    const url = `/portal/v1/consultants/${chloe}`;
    const res = await t.request({ method: 'DELETE', url, ...who });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.consultantOnLiveJobs });
    const shown = await t.request({ method: 'GET', url, ...who });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.jobs).toEqual([{ id: live, title: 'Shown (live)', status: 'live' }]);
  });

  it('is refused while an unlisted job shows them too (it comes back with relist)', async () => {
    const daniel = await consultantId('Daniel Okafor');
    await jobShowing(daniel, 'unlisted');
    const res = await t.request({ method: 'DELETE', url: `/portal/v1/consultants/${daniel}`, ...(await admin()) });
    expect(res.statusCode).toBe(409);
  });

  it('goes ahead when only drafts or expired jobs show them, and leaves those jobs without them', async () => {
    const who = await admin();
    const priya = await consultantId('Priya Raman');
    const draft = await jobShowing(priya, 'draft');
    await jobShowing(priya, 'expired');
    const res = await t.request({ method: 'DELETE', url: `/portal/v1/consultants/${priya}`, ...who });
    expect(res.statusCode).toBe(204);
    const job = await t.request({ method: 'GET', url: `/portal/v1/jobs/${draft}/detail`, ...who });
    expect(job.json().data.consultants).toEqual([]);
  });
});
