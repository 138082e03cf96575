import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

/** Per-IP limits count the connection's address unless the operator names a trusted proxy. */
let t: TestApp | undefined;
afterEach(() => t?.close());

const failedLogins = async (app: TestApp, n: number) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await app.request({
      method: 'POST',
      url: '/portal/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { email: `guess-${i}@acme.test`, password: 'wrong-password' },
    });
    codes.push(res.statusCode);
  }
  return codes;
};

describe('POST /portal/auth/login behind X-Forwarded-For', () => {
  it('ignores a client’s X-Forwarded-For by default, so the per-IP limit holds', async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    expect(await failedLogins(t, 5)).toEqual([422, 422, 422, 429, 429]);
  });

  it('takes the forwarded address from a proxy the operator trusts', async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3', TRUST_PROXY: '203.0.113.7' });
    expect(await failedLogins(t, 5)).toEqual([422, 422, 422, 422, 422]);
  });
});
