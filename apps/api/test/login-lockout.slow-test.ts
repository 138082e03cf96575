import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { buildTestApp, type TestApp } from './helper.js';

// Decision 0012: failures count per account from one IP, per IP, and per account from all IPs.
let t: TestApp | undefined;
afterEach(() => t?.close());

const OWNER_IP = '192.0.2.10';
const ATTACKER_IP = '198.51.100.66';

async function signIn(app: TestApp, email: string, password: string, remoteAddress: string) {
  const res = await app.request({
    method: 'POST',
    url: '/portal/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  return res;
}

async function fail(app: TestApp, email: string, times: number, ip: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(app, email, `wrong-${i}`, ip(i))).statusCode);
  return codes;
}

describe('POST /portal/auth/login lockout', () => {
  it("locks the attacker's IP out of an account after N failures while the owner signs in from another IP", async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
    expect(await fail(t, 'admin@acme.test', 5, () => ATTACKER_IP)).toEqual([422, 422, 422, 429, 429]);
    const attacker = await signIn(t, 'admin@acme.test', 'demo-pass-1234', ATTACKER_IP);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect((await signIn(t, 'admin@acme.test', 'demo-pass-1234', OWNER_IP)).statusCode).toBe(200);
  });

  it('locks the account for everyone once failures from all IPs reach the ceiling', async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: '8' });
    // Two failures from each of four IPs: no single IP reaches its limit, the account reaches 8.
    const codes = await fail(t, 'admin@acme.test', 8, (i) => `198.51.100.${Math.floor(i / 2) + 1}`);
    expect(codes.every((code) => code === 422)).toBe(true);
    const owner = await signIn(t, 'admin@acme.test', 'demo-pass-1234', OWNER_IP);
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBe(86_400);
    // Another account is untouched.
    expect((await signIn(t, 'owner@acme.test', 'demo-pass-1234', OWNER_IP)).statusCode).toBe(200);
  });

  it('clears the account+IP count on a successful sign-in, not the count from other IPs', async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: '6' });
    expect(await fail(t, 'admin@acme.test', 2, () => OWNER_IP)).toEqual([422, 422]);
    expect(await fail(t, 'admin@acme.test', 2, () => ATTACKER_IP)).toEqual([422, 422]);
    expect((await signIn(t, 'admin@acme.test', 'demo-pass-1234', OWNER_IP)).statusCode).toBe(200);
    // The owner's two are gone: two more from their IP stay under 3.
    expect(await fail(t, 'admin@acme.test', 2, () => OWNER_IP)).toEqual([422, 422]);
    // The attacker's two still count: the third reaches the pair limit.
    expect(await fail(t, 'admin@acme.test', 2, () => ATTACKER_IP)).toEqual([422, 429]);
  });

  it('refuses an account ceiling above the 100 consecutive failures NIST SP 800-63B allows', async () => {
    await expect(buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: '101' })).rejects.toThrow(
      /LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS/,
    );
    t = undefined;
  });
});
