import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

// Decision 0061: a client over its own limit never spends the budget of the address it types.
const t = useTestApp({ FORGOT_PASSWORD_MAX_PER_ADDRESS: '3', FORGOT_PASSWORD_MAX_PER_IP: '2' });

const forgot = (email: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/portal/auth/forgot-password', payload: { email }, remoteAddress });

describe('POST /portal/auth/forgot-password budgets', () => {
  it("leaves the owner a reset after a stranger's requests were refused by the stranger's own limit", async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot('owner@acme.test', '198.51.100.40')).statusCode);
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    expect((await forgot('owner@acme.test', '192.0.2.41')).statusCode).toBe(200);
    expect((await forgot('owner@acme.test', '192.0.2.42')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    expect((await forgot('nobody-1@example.test', '2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await forgot('nobody-2@example.test', '2001:db8:5:6::2')).statusCode).toBe(200);
    expect((await forgot('nobody-3@example.test', '2001:db8:5:6:ffff::3')).statusCode).toBe(429);
  });
});
