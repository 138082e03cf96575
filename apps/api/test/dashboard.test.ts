import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, DASHBOARD_TREND_DAYS, JOB_STATUSES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { creditPurchases } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

const dashboard = async (email: string, scope: { sid: number; empid?: number }) => {
  const res = await t.request({ method: 'GET', url: '/portal/v1/site/dashboard', token: await t.login(email), scope });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.deps.db, query))[0]?.n ?? 0);

const today = () => new Date().toISOString().slice(0, 10);

async function paidPurchase(siteId: number, employerId: number, quantity: number) {
  await t.deps.db.insert(creditPurchases).values({
    site_id: siteId,
    employer_id: employerId,
    quantity,
    unit_price_minor: 100,
    percent_off: 0,
    cost_per_credit_minor: 100,
    subtotal_minor: quantity * 100,
    discount_minor: 0,
    total_minor: quantity * 100,
    currency: 'EUR',
    status: 'paid',
    provider: 'sandbox',
    return_base: 'http://localhost',
    idempotency_key: `dashboard-${siteId}-${quantity}`,
    paid_at: new Date(),
  });
}

describe('GET /portal/v1/site/dashboard — charts and trends', () => {
  it("counts every job of the site by status, zero included, and none of another site's", async () => {
    const site = ids.site('acme/careers');
    const data = await dashboard('admin@acme.test', { sid: site });
    expect(Object.keys(data.jobs_by_status).sort()).toEqual([...JOB_STATUSES].sort());
    for (const status of JOB_STATUSES) {
      expect(data.jobs_by_status[status]).toBe(
        await count(sql`select count(*)::int as n from jobs where site_id = ${site} and status = ${status}`),
      );
    }
    // A job moved on another site leaves this site's figures alone.
    const before = data.jobs_by_status;
    await t.deps.db.execute(
      sql`update jobs set status = 'rejected' where id = (select id from jobs where site_id = ${ids.site('acme/jobs')} limit 1)`,
    );
    expect((await dashboard('admin@acme.test', { sid: site })).jobs_by_status).toEqual(before);
  });

  it('gives the last 30 UTC days of applications per day and status, matching the status totals', async () => {
    const site = ids.site('acme/careers');
    const data = await dashboard('admin@acme.test', { sid: site });
    const days: { day: string; counts: Record<string, number> }[] = data.applications_by_day;
    expect(days).toHaveLength(DASHBOARD_TREND_DAYS);
    expect(days.at(-1)?.day).toBe(today());
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    for (const status of APPLICATION_STATUSES) {
      const total = days.reduce((sum, d) => sum + (d.counts[status] ?? 0), 0);
      expect(total).toBe(data.applications_by_status[status]);
    }
    const inWindow = await count(
      sql`select count(*)::int as n from applications where site_id = ${site}
          and applied_at >= ((now() at time zone 'UTC')::date - ${DASHBOARD_TREND_DAYS - 1}::int)::timestamp at time zone 'UTC'`,
    );
    expect(days.reduce((sum, d) => sum + Object.values(d.counts).reduce((a, b) => a + b, 0), 0)).toBe(inWindow);
  });

  it("adds the credits sold per day for staff, counting only the site's own purchases", async () => {
    const careers = ids.site('acme/careers');
    const before = await dashboard('owner@acme.test', { sid: careers });
    expect(before.credits_by_day).toHaveLength(DASHBOARD_TREND_DAYS);
    const todayBefore = before.credits_by_day.at(-1).credits;
    await paidPurchase(careers, ids.employer('Acme Bakery'), 7);
    await paidPurchase(ids.site('acme/jobs'), ids.employer('Northwind Traders'), 11);
    const after = await dashboard('owner@acme.test', { sid: careers });
    expect(after.credits_by_day.at(-1)).toEqual({ day: today(), credits: todayBefore + 7 });
  });

  it("shows an employer's own user their employer's jobs and applications only, and no credit sales", async () => {
    const site = ids.site('acme/careers');
    const employer = ids.employer('Acme Bakery');
    const data = await dashboard('employer@acme.test', { sid: site, empid: employer });
    expect(data.jobs_by_status.live).toBe(1);
    expect(data.jobs_by_status.on_hold).toBe(1);
    const all = await count(sql`select count(*)::int as n from jobs where employer_id = ${employer}`);
    expect(Object.values(data.jobs_by_status).reduce((a: number, b) => a + Number(b), 0)).toBe(all);
    expect(data.applications_by_day).toHaveLength(DASHBOARD_TREND_DAYS);
    expect(data).not.toHaveProperty('credits_by_day');
    expect(data).not.toHaveProperty('credit_sales');
  });
});
