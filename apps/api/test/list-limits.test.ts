import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmployerPageSchema, EmployerUserPageSchema, LIST_LIMITS, MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { findMember, listEmployerUsers } from '../src/modules/employer-users/repository.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };
beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

const list = (url: string, token = admin, scope = careers) => t.request({ method: 'GET', url, token, scope });

describe('GET /portal/v1/employers at a job board’s size', () => {
  it('counts exactly up to the threshold, then answers the planner’s estimate, flagged', async () => {
    const before = EmployerPageSchema.parse((await list('/portal/v1/employers?per_page=1')).json()).meta;
    expect(before.total_capped).toBeUndefined();
    const bulk = 5_000;
    await t.deps.db.execute(sql`
      insert into employers (site_id, type, business_name, status)
      select ${careers.sid}, 'business', 'Bulk employer ' || i, 'active' from generate_series(1, ${bulk}) as i`);
    await t.deps.db.execute(sql`analyze employers`);
    const res = await list('/portal/v1/employers?per_page=100');
    expect(res.statusCode).toBe(200);
    const { meta } = EmployerPageSchema.parse(res.json());
    expect(meta).toMatchObject({ current_page: 1, per_page: 100, total_capped: true });
    expect(meta.last_page).toBe(Math.ceil(meta.total / 100));
    // An estimate from the statistics: near the truth, never below what was counted.
    expect(meta.total).toBeGreaterThan(LIST_LIMITS.exactCountUpTo);
    expect(Math.abs(meta.total - (bulk + before.total)) / bulk).toBeLessThan(0.2);
    const filtered = EmployerPageSchema.parse((await list('/portal/v1/employers?filter[status]=on_hold')).json()).meta;
    expect(filtered.total_capped).toBeUndefined();
  });

  it('answers the true size of a list its page ends, whatever the statistics still estimate', async () => {
    // Statistics taken at 6,000 rows, then all but three deleted: the planner still expects thousands.
    await t.deps.db.execute(sql`
      insert into employers (site_id, type, business_name, status)
      select ${careers.sid}, 'business', 'Stale statistics ' || i, 'rejected' from generate_series(1, 6000) as i`);
    await t.deps.db.execute(sql`analyze employers`);
    await t.deps.db.execute(sql`delete from employers where business_name like 'Stale statistics %' and
      business_name not in ('Stale statistics 1', 'Stale statistics 2', 'Stale statistics 3')`);
    const res = await list('/portal/v1/employers?per_page=25&filter[status]=rejected&sort=business_name');
    const page = EmployerPageSchema.parse(res.json());
    const rejected = page.data.length;
    expect(page.data.map((row) => row.business_name)).toContain('Stale statistics 3');
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: rejected, last_page: 1 });
  });

  it('answers the last page it announces, and refuses a deeper one with 422 on page', async () => {
    expect((await list('/portal/v1/employers?per_page=100&page=100')).statusCode).toBe(200);
    const res = await list('/portal/v1/employers?per_page=100&page=101');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { page: [MESSAGES.invalid] } });
  });

  it('answers a deep page (its keys read first) with the rows and order of a plain read', async () => {
    for (const [sort, order] of [
      ['-created_at', 'created_at desc, id desc'],
      ['business_name', 'business_name asc, id asc'],
    ] as const) {
      const res = await list(`/portal/v1/employers?per_page=25&page=31&sort=${sort}&filter[status]=active`);
      const ids = EmployerPageSchema.parse(res.json()).data.map((row) => row.id);
      const expected = await queryRows<{ id: number }>(
        t.deps.db,
        sql.raw(`select id from employers where site_id = ${careers.sid} and status = 'active'
                 order by ${order} offset 750 limit 25`),
      );
      expect(ids).toEqual(expected.map((row) => row.id));
      expect(ids).toHaveLength(25);
    }
  });

  it('refuses a deep page with 401 first when signed out', async () => {
    expect((await list('/portal/v1/employers?page=100000', '')).statusCode).toBe(401);
  });
});

describe('searching lists', () => {
  it('matches %, _ and \\ literally in the employers search', async () => {
    const all = EmployerPageSchema.parse((await list('/portal/v1/employers?search=%25')).json());
    expect(all.meta.total).toBe(0);
    const underscore = EmployerPageSchema.parse((await list('/portal/v1/employers?search=_')).json());
    expect(underscore.meta.total).toBe(0);
  });

  it('matches %, _ and \\ literally in the employer-users search', async () => {
    const bakery = ids.employer('Acme Bakery');
    const url = (search: string) => `/portal/v1/employers/${bakery}/users?search=${search}`;
    const some = EmployerUserPageSchema.parse((await list(url('a'))).json());
    expect(some.meta.total).toBeGreaterThan(0);
    for (const wildcard of ['%25', '_', '%5C']) {
      const page = EmployerUserPageSchema.parse((await list(url(wildcard))).json());
      expect(page.meta.total).toBe(0);
    }
  });
});

describe('employer-users repository', () => {
  it('reaches no member through an employer of another site, whatever the caller checked', async () => {
    const bakery = ids.employer('Acme Bakery');
    const otherSite = { siteId: ids.site('acme/jobs') };
    const [member] = (
      await listEmployerUsers(t.deps.db, { siteId: careers.sid }, bakery, { page: 1, per_page: 25, filter: {} })
    ).rows;
    if (!member) throw new Error('Acme Bakery has members in the seed');
    expect(await findMember(t.deps.db, { siteId: careers.sid }, bakery, member.users.id)).toBeDefined();
    expect(await findMember(t.deps.db, otherSite, bakery, member.users.id)).toBeUndefined();
    const listed = await listEmployerUsers(t.deps.db, otherSite, bakery, { page: 1, per_page: 25, filter: {} });
    expect(listed.count).toEqual({ total: 0, capped: false });
  });
});
