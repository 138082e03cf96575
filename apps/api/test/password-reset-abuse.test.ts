import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { mailOutbox, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { useTestApp } from './helper.js';

const t = useTestApp({ FORGOT_PASSWORD_MAX_PER_ADDRESS: '3', FORGOT_PASSWORD_MAX_PER_IP: '6' }, { worker: true });

const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  t.request({
    method: 'POST',
    url: '/portal/auth/forgot-password',
    payload: { email },
    remoteAddress,
    headers: { host: 'localhost:3000' },
  });
const reset = (token: string, email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, email, password, password_confirmation: password },
  });

async function newestMailId(address: string): Promise<number> {
  const [mail] = await t.deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail?.id ?? 0;
}

/** Asks for a reset link through the API and returns the token of the mail the job records. */
async function mailedResetToken(address: string, remoteAddress?: string): Promise<string> {
  const before = await newestMailId(address);
  expect((await forgot(address, remoteAddress)).statusCode).toBe(200);
  const end = Date.now() + 15_000;
  for (;;) {
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, address), gt(mailOutbox.id, before)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    if (token) return token;
    if (Date.now() > end) throw new Error(`no reset link mailed to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function passwordHashOf(email: string) {
  const [user] = await t.deps.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, email));
  return user?.hash ?? null;
}

describe('POST /portal/auth/reset-password with one token used concurrently', () => {
  it('accepts exactly one reset and refuses the others with 422', async () => {
    const token = await mailedResetToken('manager@acme.test', '10.0.0.1');
    const passwords = Array.from({ length: 8 }, (_, i) => `race-pass-${i}-long`);
    const answers = await Promise.all(passwords.map((password) => reset(token, 'manager@acme.test', password)));

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(passwords.length - 1);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json().errors).toEqual({ email: [MESSAGES.resetTokenInvalid] });
    }

    const winner = passwords[statuses.indexOf(200)] ?? '';
    const hash = await passwordHashOf('manager@acme.test');
    const matching = [];
    for (const password of passwords) if (await verifyPassword(hash, password)) matching.push(password);
    expect(matching).toEqual([winner]);
    await expect(t.login('manager@acme.test', winner)).resolves.toBeTruthy();
  });

  it('leaves the token live when the email does not match it', async () => {
    const token = await mailedResetToken('owner@acme.test', '10.0.0.2');
    const wrong = await reset(token, 'admin@acme.test', 'not-for-admin-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ email: [MESSAGES.resetTokenInvalid] });
    await expect(t.login('admin@acme.test')).resolves.toBeTruthy();
    expect((await reset(token, 'owner@acme.test', 'owner-new-pass-1')).statusCode).toBe(200);
  });
});

describe('POST /portal/auth/forgot-password tokens', () => {
  it('keeps one live token per user: after two requests only the newest link works', async () => {
    const first = await mailedResetToken('employer@acme.test', '10.3.0.1');
    const second = await mailedResetToken('employer@acme.test', '10.3.0.1');
    expect(second).not.toBe(first);
    expect((await reset(first, 'employer@acme.test', 'first-link-pass')).statusCode).toBe(422);
    expect((await reset(second, 'employer@acme.test', 'second-link-pass')).statusCode).toBe(200);
    await expect(t.login('employer@acme.test', 'second-link-pass')).resolves.toBeTruthy();
  });
});

describe('POST /portal/auth/forgot-password limits', () => {
  it('answers the 4th request for one address within the window with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await forgot('staff@acme.test', '10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const res = await forgot('Staff@Acme.test', '10.1.0.2');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits an unknown address exactly the same', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot('ghost-limit@acme.test', '10.1.0.3')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits one IP across different addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await forgot(`someone${i}@acme.test`, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await forgot('someone-else@acme.test', '10.2.0.2')).statusCode).toBe(200);
  });
});
