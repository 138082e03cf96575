import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { issueTokenRow } from '../src/modules/auth/index.js';
import { replicaOf, useTestApp, type TestApp } from './helper.js';
import { userIdOf, userWith } from './impersonation-helper.js';

// Decision 0070: each process keeps the callers it built; the next request on any replica still
// sees a change of what a caller is built from. `t` changes things; `other` had the caller kept.
const t = useTestApp();
let other: Pick<TestApp, 'request' | 'close'>;
let acme: number;
let careers: number;

beforeAll(async () => {
  other = await replicaOf(t);
  acme = await t.ids.account('acme');
  careers = t.ids.site('acme/careers');
});
afterAll(() => other.close());

const sessionOf = async (userId: number) => (await issueTokenRow(t.deps.db, userId, 3600)).token.access_token;

/** The employers of careers: `employers.read` there. */
const employersOn = (app: Pick<TestApp, 'request'>, token: string) =>
  app.request({ method: 'GET', url: '/portal/v1/employers?per_page=1', token, scope: { sid: careers } });

/** Disabling nothing: `employers.update` there decides 403 before the empty list's 422. */
const disableNoEmployer = (app: Pick<TestApp, 'request'>, token: string) =>
  app.request({
    method: 'POST',
    url: '/portal/v1/employers/bulk/disable',
    token,
    scope: { sid: careers },
    payload: { ids: [] },
  });

/** Asked twice, so the other replica keeps the caller before the change. */
async function keptOnOther(token: string, ask = employersOn) {
  expect((await ask(other, token)).statusCode).not.toBe(401);
  const second = await ask(other, token);
  expect(second.statusCode).not.toBe(401);
  return second.statusCode;
}

const exec = (query: ReturnType<typeof sql>) => t.deps.db.execute(query);

describe('a caller kept by another replica', () => {
  it('loses a role taken away: a site admin made recruiter can no longer disable employers', async () => {
    const user = await userWith(t, [['site-admin', { type: 'site', id: careers }]]);
    const token = await sessionOf(user);
    expect(await keptOnOther(token, disableNoEmployer)).toBe(422);

    await exec(sql`update memberships set role_id = (select id from roles where key = 'recruiter')
                   where user_id = ${user}`);

    expect((await disableNoEmployer(other, token)).statusCode).toBe(403);
    expect((await employersOn(other, token)).statusCode).toBe(200);
  });

  it('loses a membership removed through the account routes', async () => {
    const user = await userWith(t, [['recruiter', { type: 'site', id: careers }]]);
    const token = await sessionOf(user);
    expect(await keptOnOther(token)).toBe(200);

    const owner = await t.login('owner@acme.test');
    const roles = await t.request({
      method: 'GET',
      url: `/portal/v1/accounts/users/${user}`,
      token: owner,
      scope: { aid: acme },
    });
    const membership = (roles.json().data.roles as { membership_id: number }[])[0]?.membership_id;
    const removed = await t.request({
      method: 'DELETE',
      url: `/portal/v1/accounts/users/${user}/roles/${membership}`,
      token: owner,
      scope: { aid: acme },
    });
    expect(removed.statusCode).toBe(204);

    expect((await employersOn(other, token)).statusCode).toBe(403);
  });

  it('loses a permission taken out of its role', async () => {
    const [role] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`insert into roles (key, name, scope_type, permissions)
          values ('test-reader', 'Test reader', 'site', '["employers.read"]'::jsonb) returning id`,
    );
    const user = await userWith(t, [['test-reader', { type: 'site', id: careers }]]);
    const token = await sessionOf(user);
    expect(await keptOnOther(token)).toBe(200);

    await exec(sql`update roles set permissions = '["jobs.read"]'::jsonb where id = ${Number(role?.id)}`);

    expect((await employersOn(other, token)).statusCode).toBe(403);
  });

  it('is refused once its user is disabled', async () => {
    const user = await userWith(t, [['recruiter', { type: 'site', id: careers }]]);
    const token = await sessionOf(user);
    expect(await keptOnOther(token)).toBe(200);

    await exec(sql`update users set disabled_at = now() where id = ${user}`);

    expect((await employersOn(other, token)).statusCode).toBe(401);
  });

  it('is refused once its token signed out on the first replica', async () => {
    const token = await t.login('recruiter@acme.test');
    expect(await keptOnOther(token)).toBe(200);

    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token })).statusCode).toBe(204);

    expect((await employersOn(other, token)).statusCode).toBe(401);
  });

  it('ends an impersonation whose author lost the right it carries', async () => {
    const author = await userWith(t, [['account-admin', { type: 'account', id: acme }]]);
    const target = await userIdOf(t, 'employer@acme.test');
    const opened = await t.request({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${target}`,
      token: await sessionOf(author),
      scope: { sid: careers },
      payload: { redirect_path: '/acme/careers/employers' },
    });
    expect(opened.statusCode).toBe(200);
    const child = opened.json().access_token as string;
    const me = (app: Pick<TestApp, 'request'>, token: string) =>
      app.request({ method: 'GET', url: '/portal/auth/me', token });
    expect(await keptOnOther(child, me)).toBe(200);

    // Made a recruiter of careers: no longer `employer-users.all` at the target's employer.
    await exec(sql`update memberships set role_id = (select id from roles where key = 'recruiter'),
                   scope_type = 'site', scope_id = ${careers} where user_id = ${author}`);

    expect((await me(other, child)).statusCode).toBe(401);
  });
});

describe('a kept caller is never another’s', () => {
  it('belongs to its token: a user of another site is refused there, the one kept is not lent', async () => {
    const insider = await sessionOf(await userWith(t, [['recruiter', { type: 'site', id: careers }]]));
    const outsider = await sessionOf(await userWith(t, [['recruiter', { type: 'site', id: t.ids.site('acme/jobs') }]]));
    expect(await keptOnOther(insider)).toBe(200);
    expect((await employersOn(other, outsider)).statusCode).toBe(403);
    expect((await employersOn(other, insider)).statusCode).toBe(200);
  });

  it('belongs to its site and account: the same token asking for another site or account is refused', async () => {
    const token = await sessionOf(await userWith(t, [['recruiter', { type: 'site', id: careers }]]));
    expect(await keptOnOther(token)).toBe(200);
    const elsewhere = await other.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=1',
      token,
      scope: { sid: t.ids.site('acme/jobs') },
    });
    expect(elsewhere.statusCode).toBe(403);
    const globex = await t.ids.account('globex');
    const otherAccount = await other.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=1',
      token,
      scope: { aid: globex, sid: careers },
    });
    expect(otherAccount.statusCode).toBe(403);
    expect((await employersOn(other, token)).statusCode).toBe(200);
  });
});
