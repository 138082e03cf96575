import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { accessTokens, auditEvents, users } from '../src/db/schema/index.js';
import { newToken } from '../src/modules/auth/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
const URL = '/portal/v1/user-account/change-password';
const NEW_PASSWORD = 'a-new-pass-5678';

const change = (token: string | undefined, payload: object, sid?: number) =>
  t.request({ method: 'POST', url: URL, token, payload, scope: sid ? { sid } : undefined });

const me = (token: string) => t.request({ method: 'GET', url: '/portal/auth/me', token });

async function userId(email: string) {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An impersonation token issued under `parentToken` (as the impersonation feature records one). */
async function childOf(parentToken: string, email: string) {
  const { hashToken } = await import('../src/modules/auth/index.js');
  const [parent] = await t.deps.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(eq(accessTokens.token_hash, hashToken(parentToken)));
  const child = newToken();
  await t.deps.db.insert(accessTokens).values({
    user_id: await userId(email),
    token_hash: child.hash,
    parent_token_id: parent?.id,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  return child.plain;
}

describe('POST /portal/v1/user-account/change-password', () => {
  it('answers 401 to a stranger', async () => {
    const res = await change(undefined, { current_password: 'x', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password on current_password, and leaves the password as it was', async () => {
    const token = await t.login('staff@acme.test');
    const res = await change(token, {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { current_password: [MESSAGES.currentPasswordWrong] },
    });
    await expect(t.login('staff@acme.test')).resolves.toBeTruthy();
  });

  it('says "The confirmation field does not match." when the confirmation differs', async () => {
    const token = await t.login('staff@acme.test');
    const res = await change(token, {
      current_password: 'demo-pass-1234',
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: [MESSAGES.confirmed] });
  });

  it('refuses a weak new password and a missing field', async () => {
    const token = await t.login('staff@acme.test');
    const weak = await change(token, {
      current_password: 'demo-pass-1234',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [MESSAGES.tooShort] });
    const missing = await change(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.json().errors).toEqual({ current_password: [MESSAGES.required] });
  });

  it('signs out every other session and the impersonations opened from them, keeps this one, and audits it', async () => {
    const sid = ids.site('acme/careers');
    const other = await t.login('admin@acme.test');
    const impersonation = await childOf(other, 'employer@acme.test');
    const fromThisOne = await t.login('admin@acme.test');
    const bystander = await t.login('recruiter@acme.test');
    expect((await me(impersonation)).statusCode).toBe(200);

    const res = await change(
      fromThisOne,
      { current_password: 'demo-pass-1234', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      sid,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordChanged, data: { signed_out_sessions: 1 } });

    expect((await me(fromThisOne)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(impersonation)).statusCode).toBe(401);
    expect((await me(bystander)).statusCode).toBe(200);

    const audit = await t.deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'password_changed'));
    expect(audit).toEqual([
      expect.objectContaining({ site_id: sid, subject: 'user', subject_id: String(await userId('admin@acme.test')) }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('lets the user sign in with the new password only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'admin@acme.test', password: 'demo-pass-1234' },
    });
    expect(res.statusCode).toBe(422);
    await expect(t.login('admin@acme.test', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it("changes the caller's own password only, with no way to name another account", async () => {
    const token = await t.login('manager@acme.test');
    const res = await t.request({
      method: 'POST',
      url: URL,
      token,
      payload: {
        id: await userId('owner@globex.test'),
        email: 'owner@globex.test',
        current_password: 'demo-pass-1234',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    await expect(t.login('owner@globex.test')).resolves.toBeTruthy();
    await expect(t.login('manager@acme.test', NEW_PASSWORD)).resolves.toBeTruthy();
    // Without a selected site the change is recorded in the user's home site (their account's first).
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject_id, String(await userId('manager@acme.test'))));
    expect(audit?.site_id).toBe(ids.site('acme/careers'));
  });

  it('refuses a password change while impersonating', async () => {
    const parent = await t.login('owner@acme.test');
    const impersonation = await childOf(parent, 'recruiter@acme.test');
    const res = await change(impersonation, {
      current_password: 'demo-pass-1234',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.passwordOwnerOnly });
  });

  it('answers 429 after too many wrong current passwords, even with the right one', async () => {
    const token = await t.login('employer@acme.test');
    const wrong = { current_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < t.deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await change(token, wrong)).statusCode).toBe(422);
    }
    const res = await change(token, { ...wrong, current_password: 'demo-pass-1234' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
