import { describe, expect, it } from 'vitest';
import { MESSAGES, RoleListSchema } from '@portal/contract';
import { memberships, roles } from '../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { useTestApp } from './helper.js';
import { accountClient, userIdOf } from './account-users-helper.js';
import { invitationToken } from './invitation-helper.js';

const t = useTestApp();
const ACME = ['owner', 'manager', 'admin', 'recruiter', 'employer', 'staff'].map((n) => `${n}@acme.test`);

async function asManager() {
  return accountClient(t, await t.login('manager@acme.test'), await t.ids.account('acme'));
}

describe('GET /portal/v1/accounts/users', () => {
  it('lists every user of the account, its sites and employers, with their roles per scope', async () => {
    const list = await (await asManager()).users();
    expect([...list.keys()]).toEqual(expect.arrayContaining(ACME));
    expect(list.has('owner@globex.test')).toBe(false);
    expect(list.get('admin@acme.test')?.roles).toEqual([
      expect.objectContaining({ scope_type: 'site', scope_name: 'careers', role: 'site-admin' }),
    ]);
    expect(list.get('staff@acme.test')?.roles).toEqual([
      expect.objectContaining({ scope_type: 'employer', scope_name: 'Acme Bakery', role: 'employer-user' }),
    ]);
    expect(list.get('owner@acme.test')?.roles[0]).toMatchObject({ role: 'account-owner', last_admin: true });
  });

  it('searches by name or email and filters by role and status, in SQL', async () => {
    const client = await asManager();
    expect([...(await client.users('&search=rita')).keys()]).toEqual(['recruiter@acme.test']);
    expect([...(await client.users('&filter[role]=employer-user')).keys()]).toEqual(['staff@acme.test']);
    expect((await client.users('&filter[status]=disabled')).size).toBe(0);
    const sorted = [...(await client.users('&sort=-email')).keys()];
    expect(sorted).toEqual([...sorted].sort().reverse());
    const bad = await client.get('/users?filter[role]=owner');
    expect(bad.statusCode).toBe(422);
  });

  it('answers a user of another account 404 on every route', async () => {
    const client = await asManager();
    const stranger = await userIdOf(t, 'owner@globex.test');
    const answers = await Promise.all([
      client.get(`/users/${stranger}`),
      client.send('PUT', `/users/${stranger}/roles`, {
        scope_type: 'site',
        scope_id: t.ids.site('acme/careers'),
        role: 'recruiter',
      }),
      client.send('DELETE', `/users/${stranger}/roles/1`),
      client.send('DELETE', `/users/${stranger}`),
      client.send('POST', `/users/${stranger}/disable`),
      client.send('POST', `/users/${stranger}/enable`),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('refuses another account’s selection, and a grant of a scope of another account with 422', async () => {
    const token = await t.login('manager@acme.test');
    const foreign = accountClient(t, token, await t.ids.account('globex'));
    expect((await foreign.get('/users')).statusCode).toBe(403);
    const res = await (
      await asManager()
    ).send('POST', '/users', {
      email: 'x@acme.test',
      scope_type: 'site',
      scope_id: t.ids.site('globex/talent'),
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ scope_id: [MESSAGES.invalid] });
  });
});

describe('each seeded role on the account routes', () => {
  const cases: [string, number][] = [
    ['owner@acme.test', 200],
    ['manager@acme.test', 200],
    ['admin@acme.test', 403],
    ['recruiter@acme.test', 403],
    ['employer@acme.test', 403],
    ['staff@acme.test', 403],
  ];
  it.each(cases)('%s reads users, roles and sites: %i', async (email, status) => {
    const client = accountClient(t, await t.login(email), await t.ids.account('acme'));
    for (const url of ['/users', '/roles', '/sites']) expect((await client.get(url)).statusCode, url).toBe(status);
    const invite = await client.send('POST', '/users', {
      email: `new-${status}@acme.test`,
      scope_type: 'site',
      scope_id: t.ids.site('acme/careers'),
      role: 'recruiter',
    });
    expect(invite.statusCode).toBe(status === 200 ? 202 : 403);
  });
});

describe('POST /portal/v1/accounts/users', () => {
  it('invites an address to a site: it joins with that role when the invitee accepts', async () => {
    const client = await asManager();
    const res = await client.send('POST', '/users', {
      email: 'Nova@acme.test',
      name: 'Nova Hire',
      scope_type: 'site',
      scope_id: t.ids.site('acme/jobs'),
      role: 'site-admin',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ email: 'nova@acme.test', role: 'site-admin', status: 'pending' });
    expect((await client.users()).has('nova@acme.test')).toBe(false);
    const token = await invitationToken(t, 'nova@acme.test');
    const preview = await t.request({ method: 'POST', url: '/portal/auth/invitation', payload: { token } });
    expect(preview.json().data).toMatchObject({ employer: 'Acme Jobs Board', role: 'site-admin' });
    const accepted = await t.request({
      method: 'POST',
      url: '/portal/auth/accept-invitation',
      payload: { token, password: 'nova-pass-123', password_confirmation: 'nova-pass-123' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await client.users()).get('nova@acme.test')).toMatchObject({
      status: 'active',
      roles: [expect.objectContaining({ scope_type: 'site', scope_name: 'jobs', role: 'site-admin' })],
    });
  });

  it('refuses a role of another kind of scope with 422 on role', async () => {
    const res = await (
      await asManager()
    ).send('POST', '/users', {
      email: 'y@acme.test',
      scope_type: 'account',
      scope_id: await t.ids.account('acme'),
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role: [MESSAGES.invalid] });
  });
});

describe('no escalation: a user never grants more than they hold', () => {
  it('refuses the account admin granting, or inviting to, the owner’s role with 403', async () => {
    const client = await asManager();
    const recruiter = await userIdOf(t, 'recruiter@acme.test');
    const account = await t.ids.account('acme');
    const grant = await client.send('PUT', `/users/${recruiter}/roles`, {
      scope_type: 'account',
      scope_id: account,
      role: 'account-owner',
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(MESSAGES.notAuthorized);
    const invite = await client.send('POST', '/users', {
      email: 'boss@acme.test',
      scope_type: 'account',
      scope_id: account,
      role: 'account-owner',
    });
    expect(invite.statusCode).toBe(403);
  });

  it('refuses taking away or changing a role the caller could not grant', async () => {
    const client = await asManager();
    const owner = await userIdOf(t, 'owner@acme.test');
    const list = await client.users();
    const ownerRole = list.get('owner@acme.test')?.roles[0];
    expect((await client.send('DELETE', `/users/${owner}/roles/${ownerRole?.membership_id}`)).statusCode).toBe(403);
    expect((await client.send('POST', `/users/${owner}/disable`)).statusCode).toBe(403);
    expect((await client.send('DELETE', `/users/${owner}`)).statusCode).toBe(403);
  });

  it('lets the account admin change a role they hold the rights of, in a site or an employer', async () => {
    const client = await asManager();
    const recruiter = await userIdOf(t, 'recruiter@acme.test');
    const res = await client.send('PUT', `/users/${recruiter}/roles`, {
      scope_type: 'employer',
      scope_id: t.ids.employer('Acme Bakery'),
      role: 'employer-admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope_type: 'site', role: 'recruiter' }),
        expect.objectContaining({ scope_type: 'employer', scope_name: 'Acme Bakery', role: 'employer-admin' }),
      ]),
    );
  });

  it('a role edited to hold more than the caller can no longer be granted by them', async () => {
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'recruiter'));
    if (!role) throw new Error('no recruiter role');
    await t.deps.db
      .update(roles)
      .set({ permissions: [...role.permissions, 'sites.update'] })
      .where(eq(roles.id, role.id));
    try {
      const client = await asManager();
      const res = await client.send('PUT', `/users/${await userIdOf(t, 'staff@acme.test')}/roles`, {
        scope_type: 'site',
        scope_id: t.ids.site('acme/jobs'),
        role: 'recruiter',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.deps.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id));
    }
  });
});

describe('self and last-admin refusals (decision 0025)', () => {
  it('refuses changing, removing or disabling oneself with 409', async () => {
    const client = await asManager();
    const me = await userIdOf(t, 'manager@acme.test');
    const res = await client.send('PUT', `/users/${me}/roles`, {
      scope_type: 'site',
      scope_id: t.ids.site('acme/careers'),
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.notYourself);
    expect((await client.send('POST', `/users/${me}/disable`)).statusCode).toBe(409);
    expect((await client.send('DELETE', `/users/${me}`)).statusCode).toBe(409);
  });

  it('refuses demoting or removing a site’s only site admin, even for the owner', async () => {
    const owner = accountClient(t, await t.login('owner@acme.test'), await t.ids.account('acme'));
    const admin = await userIdOf(t, 'admin@acme.test');
    const demote = await owner.send('PUT', `/users/${admin}/roles`, {
      scope_type: 'site',
      scope_id: t.ids.site('acme/careers'),
      role: 'recruiter',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(MESSAGES.lastAdmin);
    expect((await owner.send('DELETE', `/users/${admin}`)).statusCode).toBe(409);
  });
});

describe('disable, enable and remove', () => {
  it('disables a user (their sessions end), then enables them', async () => {
    const client = await asManager();
    const recruiterToken = await t.login('recruiter@acme.test');
    const recruiter = await userIdOf(t, 'recruiter@acme.test');
    const disabled = await client.send('POST', `/users/${recruiter}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token: recruiterToken })).statusCode).toBe(401);
    expect([...(await client.users('&filter[status]=disabled')).keys()]).toEqual(['recruiter@acme.test']);
    const enabled = await client.send('POST', `/users/${recruiter}/enable`);
    expect(enabled.json().data.status).toBe('active');
  });

  it('refuses disabling someone who also belongs to another account (409)', async () => {
    const staff = await userIdOf(t, 'staff@acme.test');
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'account-admin'));
    await t.deps.db.insert(memberships).values({
      user_id: staff,
      scope_type: 'account',
      scope_id: await t.ids.account('globex'),
      role_id: role?.id ?? 0,
    });
    const res = await (await asManager()).send('POST', `/users/${staff}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.inAnotherAccount);
    // Removing them from this account leaves their other account alone.
    expect((await (await asManager()).send('DELETE', `/users/${staff}`)).statusCode).toBe(204);
    expect((await (await asManager()).users()).has('staff@acme.test')).toBe(false);
    const globex = accountClient(t, await t.login('owner@globex.test'), await t.ids.account('globex'));
    expect((await globex.users()).has('staff@acme.test')).toBe(true);
  });

  it('takes one role away and keeps the others', async () => {
    const client = await asManager();
    const recruiter = await userIdOf(t, 'recruiter@acme.test');
    const before = (await client.users()).get('recruiter@acme.test');
    const site = before?.roles.find((role) => role.scope_type === 'site');
    expect((await client.send('DELETE', `/users/${recruiter}/roles/${site?.membership_id}`)).statusCode).toBe(204);
    const after = (await client.users()).get('recruiter@acme.test');
    expect(after?.roles.map((role) => role.scope_type)).toEqual(['employer']);
  });
});

describe('GET /portal/v1/accounts/roles and /sites', () => {
  it('lists the roles with their permission lists', async () => {
    const res = await (await asManager()).get('/roles');
    const data = RoleListSchema.parse(res.json()).data;
    expect(data.map((role) => role.key)).toEqual(expect.arrayContaining(['account-owner', 'recruiter']));
    expect(data.find((role) => role.key === 'account-owner')?.permissions).toEqual(['all']);
  });

  it('lists only the account’s sites with their domains and counts', async () => {
    const res = await (await asManager()).get('/sites');
    const sites = res.json().data as { name: string; domains: string[]; employers: number; users: number }[];
    expect(sites.map((site) => site.name)).toEqual(['careers', 'jobs']);
    const careers = sites.find((site) => site.name === 'careers');
    expect(careers?.domains).toEqual(['localhost', 'careers.acme.test']);
    expect(careers?.employers).toBeGreaterThan(0);
    expect(careers?.users).toBeGreaterThanOrEqual(2);
  });
});
