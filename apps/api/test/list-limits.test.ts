import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmployerPageSchema, EmployerUserPageSchema, LIST_LIMITS, MESSAGES } from '@portal/contract';
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
  it('counts exactly up to the threshold, then flags the total as capped', async () => {
    const before = EmployerPageSchema.parse((await list('/portal/v1/employers?per_page=1')).json()).meta;
    expect(before.total_capped).toBeUndefined();
    await t.deps.db.execute(sql`
      insert into employers (site_id, type, business_name, status)
      select ${careers.sid}, 'business', 'Bulk employer ' || i, 'active' from generate_series(1, ${LIST_LIMITS.exactCountUpTo}) as i`);
    const res = await list('/portal/v1/employers?per_page=100');
    expect(res.statusCode).toBe(200);
    const { meta } = EmployerPageSchema.parse(res.json());
    expect(meta).toEqual({
      current_page: 1,
      per_page: 100,
      total: LIST_LIMITS.exactCountUpTo,
      last_page: 100,
      total_capped: true,
    });
    const filtered = EmployerPageSchema.parse((await list('/portal/v1/employers?filter[status]=on_hold')).json()).meta;
    expect(filtered.total_capped).toBeUndefined();
  });

  it('answers the last page it announces, and refuses a deeper one with 422 on page', async () => {
    expect((await list('/portal/v1/employers?per_page=100&page=100')).statusCode).toBe(200);
    const res = await list('/portal/v1/employers?per_page=100&page=101');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { page: [MESSAGES.invalid] } });
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
