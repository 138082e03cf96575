import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { invitations, memberships, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';
import { useTestApp } from './helper.js';
import { invitationToken } from './invitation-helper.js';

const t = useTestApp({ INVITATIONS_MAX_PER_ADDRESS: '3' });
const ids = t.ids;
let token: string;
let employer: number;
let scope: { sid: number; empid: number };
beforeAll(async () => {
  token = await t.login('employer@acme.test');
  employer = ids.employer('Acme Bakery');
  scope = { sid: ids.site('acme/careers'), empid: employer };
});

const invite = (email: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: `/portal/v1/employers/${employer}/users`,
    token,
    scope,
    payload: { email, role: 'employer-user', ...extra },
  });
const accept = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/portal/auth/accept-invitation', payload });
const memberOfBakery = async (email: string) => {
  const rows = await t.deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(users.email, email), eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employer)));
  return rows.length > 0;
};
const shape = (body: { data: Record<string, unknown> }) => {
  const { id: _id, email: _email, name: _name, created_at: _c, expires_at: _e, ...rest } = body.data;
  return { keys: Object.keys(body.data).sort(), rest };
};

describe('POST /portal/v1/employers/{employer}/users with an address of another account', () => {
  it('attaches nobody, discloses no name, and answers exactly as for an unknown address', async () => {
    const foreign = await invite('owner@globex.test');
    const unknown = await invite('nobody-yet@example.test');
    expect(foreign.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(shape(foreign.json())).toEqual(shape(unknown.json()));
    expect(foreign.body).not.toContain('Grace');
    expect(foreign.json().data.name).toBe('owner');
    expect(await memberOfBakery('owner@globex.test')).toBe(false);

    const globex = await t.login('owner@globex.test');
    const me = await t.request({ method: 'GET', url: '/portal/auth/me', token: globex });
    expect(me.json().accounts.map((a: { name: string }) => a.name)).toEqual(['globex']);
  });

  it('joins only when the invitee accepts, and never changes an existing password', async () => {
    await invite('recruiter@acme.test');
    const invitation = await invitationToken(t, 'recruiter@acme.test');
    const preview = await t.request({ method: 'POST', url: '/portal/auth/invitation', payload: { token: invitation } });
    expect(preview.json().data).toEqual({
      email: 'recruiter@acme.test',
      name: 'recruiter',
      employer: 'Acme Bakery',
      role: 'employer-user',
      needs_password: false,
    });
    expect(await memberOfBakery('recruiter@acme.test')).toBe(false);

    const res = await accept({ token: invitation, password: 'hijacked-pass', password_confirmation: 'hijacked-pass' });
    expect(res.statusCode).toBe(200);
    expect(await memberOfBakery('recruiter@acme.test')).toBe(true);
    await expect(t.login('recruiter@acme.test', DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('POST /portal/auth/accept-invitation', () => {
  it('asks a new address for a password, and keeps the link usable after that refusal', async () => {
    await invite('fresh@example.test', { name: 'Fresh Person' });
    const invitation = await invitationToken(t, 'fresh@example.test');
    const preview = await t.request({ method: 'POST', url: '/portal/auth/invitation', payload: { token: invitation } });
    expect(preview.json().data.needs_password).toBe(true);
    const missing = await accept({ token: invitation });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [MESSAGES.required] });
    const mismatch = await accept({ token: invitation, password: 'fresh-pass-1', password_confirmation: 'other' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.confirmed] });
    expect(
      (await accept({ token: invitation, password: 'fresh-pass-1', password_confirmation: 'fresh-pass-1' })).statusCode,
    ).toBe(200);
    await expect(t.login('fresh@example.test', 'fresh-pass-1')).resolves.toBeTruthy();
  });

  it('lets exactly one of many concurrent uses of a token through', async () => {
    await invite('race@example.test');
    const invitation = await invitationToken(t, 'race@example.test');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        accept({ token: invitation, password: `race-pass-${i}`, password_confirmation: `race-pass-${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    await expect(t.login('race@example.test', `race-pass-${winner}`)).resolves.toBeTruthy();
    const [count] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'race@example.test'));
    expect(count?.n).toBe(1);
  });

  it('refuses a used, revoked, replaced or expired invitation', async () => {
    const invalid = { message: MESSAGES.givenDataInvalid, errors: { token: [MESSAGES.invitationInvalid] } };
    await invite('twice@example.test');
    const first = await invitationToken(t, 'twice@example.test');
    await invite('twice@example.test');
    const second = await invitationToken(t, 'twice@example.test');
    expect(
      (await accept({ token: first, password: 'twice-pass-1', password_confirmation: 'twice-pass-1' })).json(),
    ).toEqual(invalid);

    const pending = await t.request({
      method: 'GET',
      url: `/portal/v1/employers/${employer}/invitations`,
      token,
      scope,
    });
    const row = pending.json().data.find((i: { email: string }) => i.email === 'twice@example.test');
    const revoked = await t.request({
      method: 'DELETE',
      url: `/portal/v1/employers/${employer}/invitations/${row.id}`,
      token,
      scope,
    });
    expect(revoked.statusCode).toBe(204);
    expect(
      (await accept({ token: second, password: 'twice-pass-1', password_confirmation: 'twice-pass-1' })).json(),
    ).toEqual(invalid);
    expect(
      (await t.request({ method: 'POST', url: '/portal/auth/invitation', payload: { token: second } })).statusCode,
    ).toBe(422);

    await invite('late@example.test');
    const late = await invitationToken(t, 'late@example.test');
    await t.deps.db
      .update(invitations)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, 'late@example.test'));
    expect(
      (await accept({ token: late, password: 'late-pass-1', password_confirmation: 'late-pass-1' })).json(),
    ).toEqual(invalid);
  });
});

describe('names in invitations are one line (decision 0020)', () => {
  it('refuses a name carrying injected paragraphs with 422, and records and mails nothing', async () => {
    const email = 'bob-injected@example.test';
    const res = await invite(email, {
      name: 'Bob,\n\nSECURITY NOTICE: your account is locked. Sign in at https://evil.example/login to unlock it.',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { name: [MESSAGES.singleLine] } });
    const rows = await t.deps.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.email, email));
    expect(rows).toEqual([]);
    expect((await invite(email, { name: 'Bob\u2028Builder' })).statusCode).toBe(422);
    expect((await invite(email, { name: '  Bob Builder ' })).json().data.name).toBe('Bob Builder');
  });

  it('refuses a line break in the name chosen on acceptance', async () => {
    await invite('bob-accepts@example.test');
    const res = await accept({
      token: await invitationToken(t, 'bob-accepts@example.test'),
      name: 'Bob\r\nBcc: x@evil.test',
      password: 'new-pass-5678',
      password_confirmation: 'new-pass-5678',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [MESSAGES.singleLine] });
  });
});

describe('invitation limits and tenancy', () => {
  it('answers 429 once an address has been invited too often, whoever invites', async () => {
    const admin = await t.login('admin@acme.test');
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: `/portal/v1/employers/${ids.employer('Bright Dental')}/users`,
        token: admin,
        scope: { sid: scope.sid },
        payload: { email: 'flooded@example.test', role: 'employer-user' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts });
        expect(res.headers['retry-after']).toBeTruthy();
      }
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });

  it('answers 404 for another account’s employer and for another employer’s invitation', async () => {
    const globex = await t.login('owner@globex.test');
    const globexSite = { sid: ids.site('globex/talent') };
    for (const route of [
      { method: 'GET' as const, url: `/portal/v1/employers/${employer}/invitations` },
      { method: 'DELETE' as const, url: `/portal/v1/employers/${employer}/invitations/1` },
      {
        method: 'POST' as const,
        url: `/portal/v1/employers/${employer}/users`,
        payload: { email: 'x@globex.test', role: 'employer-user' },
      },
    ]) {
      expect((await t.request({ ...route, token: globex, scope: globexSite })).statusCode, route.url).toBe(404);
    }
    await invite('mine@example.test');
    const [own] = await t.deps.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, 'mine@example.test'));
    const admin = await t.login('admin@acme.test');
    const other = await t.request({
      method: 'DELETE',
      url: `/portal/v1/employers/${ids.employer('Bright Dental')}/invitations/${own?.id}`,
      token: admin,
      scope: { sid: scope.sid },
    });
    expect(other.statusCode).toBe(404);
  });
});
