import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { buildTestApp, seedIds, type TestApp } from './helper.js';

// PostgreSQL cannot store a NUL character in text: one guard answers 422 for any text input.
let t: TestApp;
let admin: string;
let careers: { sid: number };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin@acme.test');
  careers = { sid: (await seedIds(t)).site('acme/careers') };
});
afterAll(() => t.close());

const invalidField = (field: string) => ({
  message: MESSAGES.givenDataInvalid,
  errors: { [field]: [MESSAGES.invalid] },
});

describe('a NUL character in text input', () => {
  it('is a 422 on the field in a public query (branding domain)', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/accounts/branding?domain=%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalidField('domain'));
  });

  it('is a 422 on the field in a public body (login, forgot-password)', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'admin@acme.test', password: 'demo\u0000pass' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual(invalidField('password'));
    const forgot = await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'a\u0000@acme.test' },
    });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json()).toEqual(invalidField('email'));
  });

  it('is a 422 on the field in a signed-in list query (search, filter)', async () => {
    const search = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?search=%00',
      token: admin,
      scope: careers,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(invalidField('search'));
    const filter = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?filter[status]=live%00',
      token: admin,
      scope: careers,
    });
    expect(filter.statusCode).toBe(422);
    expect(filter.json()).toEqual(invalidField('filter.status'));
  });

  it('is a 422 on the field in a signed-in body, nested or not', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: careers,
      payload: { business_name: 'Nul\u0000 Ltd', contact: { email: 'x\u0000@acme.test' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { business_name: [MESSAGES.invalid], 'contact.email': [MESSAGES.invalid] },
    });
  });

  it('is a 422 on a field holding half a character (a lone surrogate), as a NUL is', async () => {
    // A JSON body may spell one as "\udfff"; a jsonb column (an export's saved query) refuses it.
    const exported = await t.request({
      method: 'POST',
      url: '/portal/v1/seekers/export',
      token: admin,
      scope: careers,
      payload: { sort: 'created_at', search: '\udfff\ud800' },
    });
    expect(exported.statusCode).toBe(422);
    expect(exported.json()).toEqual(invalidField('search'));
    const listed = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?search=a%ED%A0%80',
      token: admin,
      scope: careers,
    });
    expect(listed.statusCode).toBeLessThan(500);
    const paired = await t.request({
      method: 'GET',
      url: `/portal/v1/employers?search=${encodeURIComponent('😀')}`,
      token: admin,
      scope: careers,
    });
    expect(paired.statusCode).toBe(200);
  });

  it('still answers 401 before 422 for a stranger', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/v1/employers?search=%00' });
    expect(res.statusCode).toBe(401);
  });
});
