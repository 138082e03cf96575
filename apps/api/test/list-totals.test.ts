import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmployerPageSchema, JobPageSchema } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { forgetTotals } from '../src/db/estimated-totals.js';
import { useTestApp } from './helper.js';

// Decision 0071: a big list's estimated total is kept a few seconds per statement. Whoever asks
// next — another site, another filter, a caller who reaches less — gets the total they would get
// had nobody asked before them.
const t = useTestApp();
let admin: string;
let employerUser: string;
let careers: number;
let jobsSite: number;
let bakery: number;

beforeAll(async () => {
  admin = await t.login('owner@acme.test');
  employerUser = await t.login('employer@acme.test');
  careers = t.ids.site('acme/careers');
  jobsSite = t.ids.site('acme/jobs');
  bakery = t.ids.employer('Acme Bakery');
  const { db } = t.deps;
  // Careers: 15,000 active and 6,000 on hold; the jobs site: 6,000 active.
  await db.execute(sql`
    insert into employers (site_id, type, business_name, status)
    select ${careers}, 'business', 'Careers ' || i, case when i <= 15000 then 'active' else 'on_hold' end
    from generate_series(1, 21000) as i`);
  await db.execute(sql`
    insert into employers (site_id, type, business_name, status)
    select ${jobsSite}, 'business', 'Jobs site ' || i, 'active' from generate_series(1, 6000) as i`);
  // Careers' jobs: 6,000 of Acme Bakery's, 15,000 of another employer of the site.
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select id from employers where site_id = ${careers} and id <> ${bakery} order by id limit 1`,
  );
  await db.execute(sql`
    insert into jobs (site_id, employer_id, status, title)
    select ${careers}, case when i <= 6000 then ${bakery}::int else ${other?.id}::int end, 'live', 'Job ' || i
    from generate_series(1, 21000) as i`);
  await db.execute(sql`analyze employers`);
  await db.execute(sql`analyze jobs`);
});

type Ask = { url: string; token: () => string; scope: () => { sid: number; empid?: number } };

const totalOf = async ({ url, token, scope }: Ask) => {
  const res = await t.request({ method: 'GET', url, token: token(), scope: scope() });
  expect(res.statusCode).toBe(200);
  return (url.includes('/jobs') ? JobPageSchema : EmployerPageSchema).parse(res.json()).meta;
};

/** `second`'s total asked alone, then asked right after `first`'s: the same, and not `first`'s. */
async function expectOwnTotal(first: Ask, second: Ask) {
  forgetTotals(t.deps.db);
  const alone = await totalOf(second);
  forgetTotals(t.deps.db);
  const before = await totalOf(first);
  const after = await totalOf(second);
  expect(before.total_capped).toBe(true);
  expect(alone.total_capped).toBe(true);
  expect(before.total).not.toBe(alone.total);
  expect(after).toEqual(alone);
}

const employersOf = (sid: () => number, query = ''): Ask => ({
  url: `/portal/v1/employers?per_page=25${query}`,
  token: () => admin,
  scope: () => ({ sid: sid() }),
});

describe('a list’s kept total', () => {
  it('is never another site’s', async () => {
    await expectOwnTotal(
      employersOf(() => careers),
      employersOf(() => jobsSite),
    );
    await expectOwnTotal(
      employersOf(() => jobsSite),
      employersOf(() => careers),
    );
  });

  it('is never another filter’s', async () => {
    await expectOwnTotal(
      employersOf(() => careers),
      employersOf(() => careers, '&filter[status]=on_hold'),
    );
    await expectOwnTotal(
      employersOf(() => careers, '&filter[status]=on_hold'),
      employersOf(() => careers, '&filter[status]=active'),
    );
  });

  it('is never that of a caller who reaches more, nor the other way round', async () => {
    const siteWide: Ask = { url: '/portal/v1/jobs?per_page=25', token: () => admin, scope: () => ({ sid: careers }) };
    const ownEmployer: Ask = {
      url: '/portal/v1/jobs?per_page=25',
      token: () => employerUser,
      scope: () => ({ sid: careers, empid: bakery }),
    };
    await expectOwnTotal(siteWide, ownEmployer);
    await expectOwnTotal(ownEmployer, siteWide);
  });

  it('is an estimate only: a list counted exactly is counted again after a change', async () => {
    const small = employersOf(() => jobsSite, '&filter[status]=rejected');
    const before = await totalOf(small);
    expect(before.total_capped).toBeUndefined();
    await t.deps.db.execute(sql`
      insert into employers (site_id, type, business_name, status)
      select ${jobsSite}, 'business', 'Rejected ' || i, 'rejected' from generate_series(1, 30) as i`);
    const after = await totalOf(small);
    expect(after.total).toBe(before.total + 30);
  });
});
