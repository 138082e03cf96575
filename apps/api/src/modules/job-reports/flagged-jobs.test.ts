import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEvents, jobFlags } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { insertJob } from '../../../test/jobs-lifecycle-helper.js';
import { insertFlag, jobByUuid } from '../../../test/candidate-fixture.js';
import { pageFlaggedJobs } from './flags-repository.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/site/flagged-jobs';
const careers = () => ids.site('acme/careers');
const admin = async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A live job of Acme Bakery (or of `site`'s employer) with its row ids. */
async function flaggedJob(title: string, site = careers(), employer = ids.employer('Acme Bakery')) {
  const uuid = await insertJob(t, site, employer, 'live', { title });
  return { uuid, ...(await jobByUuid(t.deps, uuid)) };
}
const openCount = async (jobId: number) =>
  (
    await t.deps.db
      .select()
      .from(jobFlags)
      .where(and(eq(jobFlags.job_id, jobId), isNull(jobFlags.dismissed_at)))
  ).length;

describe('GET /portal/v1/site/flagged-jobs', () => {
  it('lists one row per job with open reports: the latest reason, comments and date, and the count', async () => {
    const a = await flaggedJob('Flag A');
    const b = await flaggedJob('Flag B');
    await insertFlag(t.deps, a, 'spam', { comments: 'Old', created_at: hoursAgo(5) });
    await insertFlag(t.deps, a, 'misleading', { comments: 'Pay is wrong', created_at: hoursAgo(1) });
    const dismissed = await insertFlag(t.deps, a, 'offensive', { created_at: hoursAgo(0.5) });
    await t.deps.db.update(jobFlags).set({ dismissed_at: new Date() }).where(eq(jobFlags.id, dismissed.id));
    await insertFlag(t.deps, b, 'expired', { created_at: hoursAgo(3) });
    const foreign = await flaggedJob('Flag C', ids.site('globex/talent'), ids.employer('Globex Manufacturing'));
    await insertFlag(t.deps, foreign, 'spam');

    const res = await t.request({ method: 'GET', url: `${base}?search=Flag`, ...(await admin()) });
    expect(res.json()).toEqual({
      data: [
        {
          uuid: a.uuid,
          title: 'Flag A',
          reference: null,
          job_status: 'live',
          employer: { id: ids.employer('Acme Bakery'), name: 'Acme Bakery' },
          reason: 'misleading',
          comments: 'Pay is wrong',
          reported_at: expect.any(String),
          reports_count: 2,
        },
        expect.objectContaining({ uuid: b.uuid, reason: 'expired', reports_count: 1 }),
      ],
      meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
    });
    const byCount = await t.request({
      method: 'GET',
      url: `${base}?search=Flag&sort=reports_count`,
      ...(await admin()),
    });
    expect(byCount.json<{ data: { uuid: string }[] }>().data.map((r) => r.uuid)).toEqual([b.uuid, a.uuid]);
    const byReason = await t.request({
      method: 'GET',
      url: `${base}?search=Flag&filter[reason]=expired`,
      ...(await admin()),
    });
    expect(byReason.json<{ data: { uuid: string }[] }>().data.map((r) => r.uuid)).toEqual([b.uuid]);
  });

  it("builds a page's statements once per site and query, and never answers one site with another's rows", async () => {
    const ours = await flaggedJob('Kept A');
    await insertFlag(t.deps, ours, 'spam');
    const theirs = await flaggedJob('Kept B', ids.site('globex/talent'), ids.employer('Globex Manufacturing'));
    await insertFlag(t.deps, theirs, 'spam');
    const q = { page: 1, per_page: 25, filter: {}, sort: '-reported_at' } as const;
    const uuidsOf = async (siteId: number) =>
      (await pageFlaggedJobs(t.deps.db, { siteId }, q)).rows.map((row) => row.uuid);
    expect(await uuidsOf(careers())).toContain(ours.uuid);
    const { dialect } = t.deps.db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => { sql: string } } };
    const toSql = vi.spyOn(dialect, 'sqlToQuery');
    // The page's text (its lateral read of the latest report) is built once; a small list's exact count runs each time.
    const pagesBuilt = () =>
      toSql.mock.results.filter((r) => (r.value as { sql: string }).sql.includes('lateral')).length;
    const again = await uuidsOf(careers());
    expect(pagesBuilt()).toBe(0);
    const other = await uuidsOf(ids.site('globex/talent'));
    expect(pagesBuilt()).toBe(1);
    toSql.mockRestore();
    expect(again).toContain(ours.uuid);
    expect(again).not.toContain(theirs.uuid);
    expect(other).toContain(theirs.uuid);
    expect(other).not.toContain(ours.uuid);
  });

  it('is staff moderation: an employer user is refused (403)', async () => {
    const employer = {
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: ids.employer('Acme Bakery') },
    };
    expect((await t.request({ method: 'GET', url: base, ...employer })).statusCode).toBe(403);
    const job = await flaggedJob('Flag E');
    await insertFlag(t.deps, job, 'spam');
    const dismiss = await t.request({ method: 'POST', url: `${base}/${job.uuid}/dismiss`, ...employer });
    expect(dismiss.statusCode).toBe(403);
    expect(await openCount(job.id)).toBe(1);
  });
});

describe('GET /portal/v1/site/flagged-jobs/{uuid} and dismiss', () => {
  it('shows the open reports, dismisses them all with an audit entry, and then the job is no longer flagged', async () => {
    const job = await flaggedJob('Flag D');
    await insertFlag(t.deps, job, 'spam', { created_at: hoursAgo(2) });
    await insertFlag(t.deps, job, 'other', { comments: 'Duplicate', created_at: hoursAgo(1) });
    const caller = await admin();
    const detail = await t.request({ method: 'GET', url: `${base}/${job.uuid}`, ...caller });
    expect(detail.json()).toMatchObject({
      data: {
        reports_count: 2,
        reason: 'other',
        reports: [
          { reason: 'other', comments: 'Duplicate' },
          { reason: 'spam', comments: null },
        ],
      },
    });
    const res = await t.request({ method: 'POST', url: `${base}/${job.uuid}/dismiss`, ...caller });
    expect(res.json()).toEqual({ data: { updated: 1 } });
    expect(await openCount(job.id)).toBe(0);
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'job'), eq(auditEvents.subject_id, job.uuid)));
    expect(audit).toMatchObject([{ action: 'flags_dismissed', details: { reports: 2 } }]);
    expect((await t.request({ method: 'GET', url: `${base}/${job.uuid}`, ...caller })).statusCode).toBe(404);
  });

  it("dismisses in bulk, all or nothing: another site's job is a 404 and nothing changes", async () => {
    const [one, two] = [await flaggedJob('Flag F'), await flaggedJob('Flag G')];
    await insertFlag(t.deps, one, 'spam');
    await insertFlag(t.deps, two, 'spam');
    const foreign = await flaggedJob('Flag H', ids.site('globex/talent'), ids.employer('Globex Manufacturing'));
    await insertFlag(t.deps, foreign, 'spam');
    const caller = await admin();
    const bulk = (uuids: string[]) =>
      t.request({ method: 'POST', url: `${base}/bulk/dismiss`, ...caller, payload: { ids: uuids } });

    expect((await bulk([one.uuid, foreign.uuid])).statusCode).toBe(404);
    expect([await openCount(one.id), await openCount(foreign.id)]).toEqual([1, 1]);
    expect((await t.request({ method: 'GET', url: `${base}/${foreign.uuid}`, ...caller })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `${base}/${foreign.uuid}/dismiss`, ...caller })).statusCode).toBe(
      404,
    );
    expect((await bulk([one.uuid, two.uuid])).json()).toEqual({ data: { updated: 2 } });
    expect([await openCount(one.id), await openCount(two.id)]).toEqual([0, 0]);
  });
});
