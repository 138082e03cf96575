import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImpersonationResultSchema, MESSAGES } from '@portal/contract';
import { accessTokens, auditEvents, users } from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/auth/index.js';
import { useTestApp } from './helper.js';
import { employerOfSite, userIdOf, userWith } from './impersonation-helper.js';

const t = useTestApp();
const ids = t.ids;
let careers: { sid: number };
let employerAdmin: number;
let siteAdmin: number;

beforeAll(async () => {
  careers = { sid: ids.site('acme/careers') };
  employerAdmin = await userIdOf(t, 'employer@acme.test');
  siteAdmin = await userIdOf(t, 'admin@acme.test');
});

const impersonate = (token: string, userId: number, redirect = '/acme/careers/employers/1/users', scope = careers) =>
  t.request({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${userId}`,
    token,
    scope,
    payload: { redirect_path: redirect },
  });

const meOf = (token: string) => t.request({ method: 'GET', url: '/portal/auth/me', token });

describe('POST /portal/v1/impersonate/users/:id', () => {
  it('gives a site admin a short-lived token of an employer user of their site, and me names the impersonator', async () => {
    const admin = await t.login('admin@acme.test');
    const res = await impersonate(admin, employerAdmin);
    expect(res.statusCode).toBe(200);
    const result = ImpersonationResultSchema.parse(res.json());
    expect(result.expires_in).toBe(3600);
    expect(result.me).toMatchObject({ id: employerAdmin, email: 'employer@acme.test' });
    const impersonator = { id: siteAdmin, name: 'Ada Admin', email: 'admin@acme.test' };
    const redirect_path = '/acme/careers/employers/1/users';
    expect(result.me.impersonator).toEqual({ ...impersonator, redirect_path });

    const me = await meOf(result.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'employer@acme.test', impersonator: { ...impersonator, redirect_path } });
    const [row] = await t.deps.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(result.access_token)));
    expect(row?.parent_token_id).not.toBeNull();
    expect(row?.redirect_path).toBe(redirect_path);
    // The staff member's own session is untouched, and names nobody behind it.
    expect((await meOf(admin)).json().impersonator).toBeNull();
  });

  it('exits through logout: the child is revoked, the answer is the stored path, the parent still works', async () => {
    const admin = await t.login('admin@acme.test');
    const child = (await impersonate(admin, employerAdmin, '/acme/careers/jobs?page=2')).json().access_token;
    const exit = await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: child });
    expect(exit.statusCode).toBe(200);
    expect(exit.json()).toEqual({ redirect_path: '/acme/careers/jobs?page=2' });
    expect((await meOf(child)).statusCode).toBe(401);
    expect((await meOf(admin)).statusCode).toBe(200);
    // A plain session's logout is still 204.
    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: admin })).statusCode).toBe(204);
  });

  it('ends the child when the parent is revoked or expires', async () => {
    const admin = await t.login('admin@acme.test');
    const child = (await impersonate(admin, employerAdmin)).json().access_token;
    await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: admin });
    expect((await meOf(child)).statusCode).toBe(401);

    const again = await t.login('admin@acme.test');
    const second = (await impersonate(again, employerAdmin)).json().access_token;
    expect((await meOf(second)).statusCode).toBe(200);
    await t.deps.db
      .update(accessTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.token_hash, hashToken(again)));
    expect((await meOf(second)).statusCode).toBe(401);
  });

  it('refuses impersonating yourself, a disabled user and an impersonation inside an impersonation (409)', async () => {
    const admin = await t.login('admin@acme.test');
    const self = await impersonate(admin, siteAdmin);
    expect([self.statusCode, self.json().message]).toEqual([409, MESSAGES.impersonateSelf]);

    const disabled = await userWith(t, [['employer-user', { type: 'employer', id: ids.employer('Acme Bakery') }]]);
    await t.deps.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, disabled));
    const off = await impersonate(admin, disabled);
    expect([off.statusCode, off.json().message]).toEqual([409, MESSAGES.impersonateDisabled]);

    const owner = await t.login('owner@acme.test');
    const asAdmin = (await impersonate(owner, siteAdmin)).json().access_token;
    const nested = await impersonate(asAdmin, employerAdmin);
    expect([nested.statusCode, nested.json().message]).toEqual([409, MESSAGES.impersonateNested]);
  });

  it('refuses someone holding a right the impersonator lacks, anywhere (403)', async () => {
    const admin = await t.login('admin@acme.test');
    // An employer user of Acme Bakery who is also site admin of acme/jobs, where Ada holds nothing.
    const wider = await userWith(t, [
      ['employer-user', { type: 'employer', id: ids.employer('Acme Bakery') }],
      ['site-admin', { type: 'site', id: ids.site('acme/jobs') }],
    ]);
    const res = await impersonate(admin, wider);
    expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.impersonateMoreRights]);
    // Site staff need `users.impersonate`, which a site admin does not hold; the account owner does.
    const recruiter = await userIdOf(t, 'recruiter@acme.test');
    expect((await impersonate(admin, recruiter)).statusCode).toBe(403);
    const owner = await t.login('owner@acme.test');
    expect((await impersonate(owner, recruiter)).statusCode).toBe(200);
    // Nobody may impersonate the account owner but someone holding `all` there.
    const manager = await t.login('manager@acme.test');
    const ownerId = await userIdOf(t, 'owner@acme.test');
    const up = await impersonate(manager, ownerId);
    expect([up.statusCode, up.json().message]).toEqual([403, MESSAGES.impersonateMoreRights]);
  });

  it('answers 404 for a user of another site or account, or no user at all', async () => {
    const admin = await t.login('admin@acme.test');
    const elsewhere = await userWith(t, [
      ['employer-user', { type: 'employer', id: await employerOfSite(t, 'acme/jobs') }],
    ]);
    expect((await impersonate(admin, elsewhere)).statusCode).toBe(404);
    expect((await impersonate(admin, 2_000_000)).statusCode).toBe(404);
    const globex = await t.login('owner@globex.test');
    expect((await impersonate(globex, employerAdmin, '/', { sid: ids.site('globex/talent') })).statusCode).toBe(404);
  });

  it('takes only a path of this app to return to (422)', async () => {
    const admin = await t.login('admin@acme.test');
    for (const redirect of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'jobs', '/a b']) {
      const res = await impersonate(admin, employerAdmin, redirect);
      expect(res.statusCode, redirect).toBe(422);
      expect(res.json().errors.redirect_path).toEqual([MESSAGES.invalid]);
    }
  });
});

describe('audit while impersonating', () => {
  it('records the impersonator beside the user on every change made through the child token', async () => {
    const admin = await t.login('admin@acme.test');
    const child = (await impersonate(admin, employerAdmin)).json().access_token;
    const bakery = ids.employer('Acme Bakery');
    const scope = { sid: careers.sid, empid: bakery };
    const current = (
      await t.request({ method: 'GET', url: `/portal/v1/employers/${bakery}`, token: child, scope })
    ).json().data;
    const res = await t.request({
      method: 'PUT',
      url: `/portal/v1/employers/${bakery}`,
      token: child,
      scope,
      payload: { type: current.type, business_name: 'Acme Bakery & Co' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, String(bakery)), eq(auditEvents.actor_id, employerAdmin)));
    expect(rows.at(-1)).toMatchObject({ impersonator_id: siteAdmin });
    // The same change through the user's own session names nobody else.
    const own = await t.login('employer@acme.test');
    await t.request({
      method: 'PUT',
      url: `/portal/v1/employers/${bakery}`,
      token: own,
      scope,
      payload: { type: current.type, business_name: 'Acme Bakery' },
    });
    const after = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, String(bakery)), eq(auditEvents.actor_id, employerAdmin)));
    expect(after.at(-1)).toMatchObject({ impersonator_id: null });
    const [start] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'impersonate'), eq(auditEvents.actor_id, siteAdmin)));
    expect(start).toMatchObject({ subject: 'users', subject_id: String(employerAdmin) });
  });
});
