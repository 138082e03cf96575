import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@portal/contract';
import { useTestApp } from '../../../test/helper.js';
import { insertJob } from '../../../test/jobs-lifecycle-helper.js';
import { insertApplication, insertFlag, insertSeeker, jobByUuid } from '../../../test/candidate-fixture.js';

const t = useTestApp();
const ids = t.ids;
const careers = () => ids.site('acme/careers');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

interface Dashboard {
  data: { counts: Record<string, number>; applications_by_status?: Record<string, number> };
}

describe('GET /portal/v1/site/dashboard: the candidate figures', () => {
  it('counts applications of the last 30 days by status and the open flagged jobs, each in its scope', async () => {
    const dashboard = async (email: string, empid?: number) => {
      const res = await t.request({
        method: 'GET',
        url: '/portal/v1/site/dashboard',
        token: await t.login(email),
        scope: { sid: careers(), empid },
      });
      return res.json<Dashboard>().data;
    };
    const before = await dashboard('admin@acme.test');
    const beforeBakery = await dashboard('employer@acme.test', ids.employer('Acme Bakery'));

    const bakery = await jobByUuid(t.deps, await insertJob(t, careers(), ids.employer('Acme Bakery'), 'live'));
    const dental = await jobByUuid(t.deps, await insertJob(t, careers(), ids.employer('Bright Dental'), 'live'));
    const seeker = await insertSeeker(t.deps, careers());
    await insertApplication(t.deps, bakery, seeker.id, { status: 'shortlisted' });
    await insertApplication(t.deps, dental, seeker.id, { status: 'applied', applied_at: daysAgo(3) });
    const old = await jobByUuid(t.deps, await insertJob(t, careers(), ids.employer('Acme Bakery'), 'live'));
    await insertApplication(t.deps, old, seeker.id, { status: 'applied', applied_at: daysAgo(45) });
    const globex = await jobByUuid(
      t.deps,
      await insertJob(t, ids.site('globex/talent'), ids.employer('Globex Manufacturing'), 'live'),
    );
    await insertApplication(t.deps, globex, (await insertSeeker(t.deps, ids.site('globex/talent'))).id);
    await insertFlag(t.deps, bakery, 'spam');
    await insertFlag(t.deps, bakery, 'misleading');
    await insertFlag(t.deps, globex, 'spam');

    const after = await dashboard('admin@acme.test');
    expect(Object.keys(after.applications_by_status ?? {}).sort()).toEqual([...APPLICATION_STATUSES].sort());
    const grew = (now: Dashboard['data'], then: Dashboard['data'], status: string) =>
      (now.applications_by_status?.[status] ?? 0) - (then.applications_by_status?.[status] ?? 0);
    expect([grew(after, before, 'shortlisted'), grew(after, before, 'applied')]).toEqual([1, 1]);
    expect((after.counts.jobs_flagged ?? 0) - (before.counts.jobs_flagged ?? 0)).toBe(1);

    // An employer's own users: their employer's applications only, and no flagged-job figure (moderation).
    const bakeryNow = await dashboard('employer@acme.test', ids.employer('Acme Bakery'));
    expect([grew(bakeryNow, beforeBakery, 'shortlisted'), grew(bakeryNow, beforeBakery, 'applied')]).toEqual([1, 0]);
    expect(bakeryNow.counts.jobs_flagged).toBeUndefined();
  });
});
