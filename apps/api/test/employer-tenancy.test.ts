import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validEmployer as valid } from './employer-routes.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

describe('tenancy of employer routes', () => {
  it('keeps a bulk action all-or-nothing when one id belongs to another tenant', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/employers/bulk/disable',
      token,
      scope: { sid: ids.site('acme/careers') },
      payload: { ids: [ids.employer('Bright Dental'), ids.employer('Globex Manufacturing')] },
    });
    expect(res.statusCode).toBe(404);
    const own = await t.request({
      method: 'GET',
      url: `/portal/v1/employers/${ids.employer('Bright Dental')}`,
      token,
      scope: { sid: ids.site('acme/careers') },
    });
    expect(own.json().data.status).toBe('active');
  });

  it('never lists another site’s employers', async () => {
    const token = await t.login('owner@globex.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=100',
      token,
      scope: { sid: ids.site('globex/talent') },
    });
    const names = res.json().data.map((e: { business_name: string }) => e.business_name);
    expect(names.sort()).toEqual(['Globex Manufacturing', 'Hooli Household', 'Initech Systems']);
  });
});

describe('permissions of employer routes by seeded role', () => {
  const careers = () => ({ sid: ids.site('acme/careers') });

  it('lets a recruiter read but not change employers', async () => {
    const token = await t.login('recruiter@acme.test');
    const id = ids.employer('Bright Dental');
    expect((await t.request({ method: 'GET', url: '/portal/v1/employers', token, scope: careers() })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/employers/${id}`, token, scope: careers() })).statusCode,
    ).toBe(200);
    for (const route of [
      { method: 'POST', url: '/portal/v1/employers', payload: valid },
      { method: 'PUT', url: `/portal/v1/employers/${id}`, payload: valid },
      { method: 'DELETE', url: `/portal/v1/employers/${id}` },
      { method: 'POST', url: `/portal/v1/employers/${id}/disable` },
      { method: 'POST', url: '/portal/v1/employers/export', payload: {} },
      {
        method: 'POST',
        url: `/portal/v1/employers/${id}/users`,
        payload: { email: 'a@b.test', role: 'employer-user' },
      },
    ] as const) {
      const res = await t.request({ ...route, token, scope: careers() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it('keeps employer-level users out of the staff list, but lets them read and edit their own employer', async () => {
    const own = ids.employer('Acme Bakery');
    const scope = { sid: ids.site('acme/careers'), empid: own };
    for (const email of ['employer@acme.test', 'staff@acme.test']) {
      const token = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/portal/v1/employers', token, scope })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/portal/v1/employers/on-hold', token, scope })).statusCode).toBe(
        403,
      );
      expect((await t.request({ method: 'GET', url: `/portal/v1/employers/${own}`, token, scope })).statusCode).toBe(
        200,
      );
      expect(
        (await t.request({ method: 'GET', url: `/portal/v1/employers/${ids.employer('Bright Dental')}`, token, scope }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/portal/v1/employers/${own}/users`, token, scope })).statusCode,
      ).toBe(200);
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/portal/v1/employers/${ids.employer('Bright Dental')}/users`,
            token,
            scope,
          })
        ).statusCode,
      ).toBe(404);
    }
    const adminToken = await t.login('employer@acme.test');
    const edit = await t.request({
      method: 'PUT',
      url: `/portal/v1/employers/${own}`,
      token: adminToken,
      scope,
      payload: { type: 'business', business_name: 'Acme Bakery & Co' },
    });
    expect(edit.statusCode).toBe(200);
    const staffToken = await t.login('staff@acme.test');
    expect(
      (await t.request({ method: 'PUT', url: `/portal/v1/employers/${own}`, token: staffToken, scope, payload: valid }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${own}`, token: adminToken, scope })).statusCode,
    ).toBe(403);
  });

  it('lets an account admin act in every site of the account', async () => {
    const token = await t.login('manager@acme.test');
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${ids.employer('Southwind Farms')}/approve`,
      token,
      scope: { sid: ids.site('acme/jobs') },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('each seeded role on the employer routes', () => {
  // What each demo user gets in the acme careers site (employer users with their employer selected).
  const matrix: [email: string, list: number, create: number, approve: number, exportCsv: number, remove: number][] = [
    ['owner@acme.test', 200, 201, 200, 202, 204],
    ['manager@acme.test', 200, 201, 200, 202, 204],
    ['admin@acme.test', 200, 201, 200, 202, 204],
    ['recruiter@acme.test', 200, 403, 403, 403, 403],
    ['employer@acme.test', 403, 403, 403, 403, 403],
    ['staff@acme.test', 403, 403, 403, 403, 403],
  ];

  for (const [email, list, create, approve, exportCsv, remove] of matrix) {
    it(`gives ${email} exactly its role's rights`, async () => {
      const token = await t.login(email);
      const employerLevel = email.startsWith('employer@') || email.startsWith('staff@');
      const scope = { sid: ids.site('acme/careers'), ...(employerLevel ? { empid: ids.employer('Acme Bakery') } : {}) };
      const target = (
        await t.request({
          method: 'POST',
          url: '/portal/v1/employers',
          token: await t.login('admin@acme.test'),
          scope: { sid: scope.sid },
          payload: { type: 'business', business_name: `Target for ${email}` },
        })
      ).json().data.id as number;
      await t.deps.db.execute(sql`update employers set status = 'on_hold' where id = ${target}`);
      const statuses = [
        (await t.request({ method: 'GET', url: '/portal/v1/employers', token, scope })).statusCode,
        (
          await t.request({
            method: 'POST',
            url: '/portal/v1/employers',
            token,
            scope,
            payload: { type: 'household', business_name: `By ${email}` },
          })
        ).statusCode,
        (await t.request({ method: 'POST', url: `/portal/v1/employers/${target}/approve`, token, scope })).statusCode,
        (await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} })).statusCode,
        (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${target}`, token, scope })).statusCode,
      ];
      expect(statuses).toEqual([list, create, approve, exportCsv, remove]);
    });
  }

  it('refuses a globex owner the acme site outright', async () => {
    const token = await t.login('owner@globex.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers',
      token,
      scope: { sid: ids.site('acme/careers') },
    });
    expect(res.statusCode).toBe(403);
  });
});
