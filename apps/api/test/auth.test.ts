import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResultSchema, MeSchema, MESSAGES, TokenSchema } from '@portal/contract';
import { buildTestApp, seedIds, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
});
afterAll(() => t.close());

describe('POST /portal/auth/login', () => {
  it('returns a bearer token for good credentials', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'Owner@Acme.test ', password: 'demo-pass-1234' },
    });
    expect(res.statusCode).toBe(200);
    const body = TokenSchema.parse(res.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(0);
  });

  it('carries the signed-in user, exactly as /auth/me answers it for the new token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'employer@acme.test', password: 'demo-pass-1234' },
    });
    expect(res.statusCode).toBe(200);
    const body = LoginResultSchema.parse(res.json());
    const me = await t.request({
      method: 'GET',
      url: '/portal/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(body.me).toEqual(MeSchema.parse(me.json()));
    expect(body.me.accounts.flatMap((a) => a.sites.map((s) => s.employers.length))).toEqual([1]);
  });

  it('refuses a wrong password with a 422 on email', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'admin@acme.test', password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { email: [MESSAGES.invalidCredentials] },
    });
  });

  it('answers a malformed body in the Laravel 422 shape with the spec messages', async () => {
    const res = await t.request({ method: 'POST', url: '/portal/auth/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['This value is invalid.'], password: ['This field is required.'] },
    });
  });

  it('answers broken JSON with 422, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.givenDataInvalid);
  });

  it('rate-limits repeated failures for one account from one IP with a 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/portal/auth/login',
        payload: { email: 'recruiter@acme.test', password: `wrong-${i}` },
        remoteAddress: '10.8.8.8',
      });
      expect(res.statusCode).toBe(422);
    }
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'recruiter@acme.test', password: 'demo-pass-1234' },
      remoteAddress: '10.8.8.8',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate-limits failures from one IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/portal/auth/login',
        payload: { email: `nobody${i}@acme.test`, password: 'x' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 422)).toBe(true);
    const more = [];
    for (let i = 0; i < 3; i++) {
      more.push(
        (
          await t.request({
            method: 'POST',
            url: '/portal/auth/login',
            payload: { email: `other${i}@acme.test`, password: 'x' },
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(more).toEqual([422, 422, 429]);
  });
});

describe('GET /portal/auth/me', () => {
  it('returns the user, permissions keyed by scope and the account → site tree', async () => {
    const token = await t.login('admin@acme.test');
    const ids = await seedIds(t);
    const res = await t.request({ method: 'GET', url: '/portal/auth/me', token });
    expect(res.statusCode).toBe(200);
    const me = MeSchema.parse(res.json());
    expect(me.email).toBe('admin@acme.test');
    expect(Object.keys(me.permissions)).toEqual([`site:${ids.site('acme/careers')}`]);
    expect(me.permissions[`site:${ids.site('acme/careers')}`]).toContain('employers.all');
    expect(me.accounts).toHaveLength(1);
    expect(me.accounts[0]?.name).toBe('acme');
    expect(me.accounts[0]?.sites.map((s) => s.name)).toEqual(['careers']);
  });

  it('gives an employer user their one employer, so it becomes the current employer', async () => {
    const token = await t.login('employer@acme.test');
    const ids = await seedIds(t);
    const me = MeSchema.parse((await t.request({ method: 'GET', url: '/portal/auth/me', token })).json());
    expect(me.accounts[0]?.sites[0]?.employers).toEqual([{ id: ids.employer('Acme Bakery'), name: 'Acme Bakery' }]);
    expect(Object.keys(me.permissions)).toEqual([`employer:${ids.employer('Acme Bakery')}`]);
  });

  it('never shows another account to a globex user', async () => {
    const token = await t.login('owner@globex.test');
    const body = (await t.request({ method: 'GET', url: '/portal/auth/me', token })).body;
    expect(body).not.toContain('acme');
    expect(body).not.toContain('Acme');
  });

  it('answers 401 without a token and with a made-up token', async () => {
    expect((await t.request({ method: 'GET', url: '/portal/auth/me' })).json()).toEqual({
      message: 'Unauthenticated.',
    });
    const res = await t.request({ method: 'GET', url: '/portal/auth/me', token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /portal/auth/logout', () => {
  it('revokes the token so it no longer works', async () => {
    const token = await t.login('manager@acme.test');
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).statusCode).toBe(401);
  });
});
