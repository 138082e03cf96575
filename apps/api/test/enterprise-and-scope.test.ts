import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

describe('X-AF-EID enterprise key', () => {
  it('refuses a request without the header with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'owner@acme.test', password: 'demo-pass-1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.enterpriseKeyMissing });
  });

  it('refuses a wrong key with 403', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/portal/accounts/branding?domain=localhost',
      headers: { 'x-af-eid': 'someone-else' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.enterpriseKeyInvalid });
  });

  it('does not apply to the health check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('scope headers (X-AF-AID, X-AF-SID, X-AF-EMPID)', () => {
  const dashboard = (token: string, scope: { aid?: number; sid?: number; empid?: number }) =>
    t.request({ method: 'GET', url: '/portal/v1/site/dashboard', token, scope });

  it('lets a site admin use their own site', async () => {
    const token = await t.login('admin@acme.test');
    const res = await dashboard(token, { sid: ids.site('acme/careers') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.site.name).toBe('careers');
    expect(res.json().data.counts.employers).toBeGreaterThan(0);
  });

  it('refuses a site admin the other site of the same account', async () => {
    const token = await t.login('admin@acme.test');
    const res = await dashboard(token, { sid: ids.site('acme/jobs') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.scopeRefused });
  });

  it('refuses another account’s site and account to a globex owner', async () => {
    const token = await t.login('owner@globex.test');
    expect((await dashboard(token, { sid: ids.site('acme/careers') })).statusCode).toBe(403);
    expect(
      (await dashboard(token, { aid: await ids.account('acme'), sid: ids.site('globex/talent') })).statusCode,
    ).toBe(403);
    expect((await dashboard(token, { sid: ids.site('globex/talent') })).statusCode).toBe(200);
  });

  it('refuses an employer of another site and a site outside the named account', async () => {
    const token = await t.login('owner@acme.test');
    expect(
      (await dashboard(token, { sid: ids.site('acme/careers'), empid: ids.employer('Northwind Traders') })).statusCode,
    ).toBe(403);
    expect(
      (await dashboard(token, { aid: await ids.account('acme'), sid: ids.site('globex/talent') })).statusCode,
    ).toBe(403);
  });

  it('refuses an employer user another employer of their site', async () => {
    const token = await t.login('employer@acme.test');
    expect(
      (await dashboard(token, { sid: ids.site('acme/careers'), empid: ids.employer('Bright Dental') })).statusCode,
    ).toBe(403);
    const own = await dashboard(token, { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') });
    expect(own.statusCode).toBe(200);
    // No employers.read in an employer scope: the site's employer counts are not shown, their own are.
    expect(own.json().data.counts.employers).toBeUndefined();
    // The live count is kept true (decision 0038): the seed gives Acme Bakery one live job and one on hold.
    expect(own.json().data.counts).toEqual({
      employer_live_jobs: 1,
      employer_users: 2,
      jobs_live: 1,
      jobs_on_hold: 1,
      jobs_expiring_soon: 0,
    });
  });

  it('answers a malformed scope header with a 422 naming it', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token,
      headers: { 'x-af-sid': '1 OR 1=1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'X-AF-SID': [MESSAGES.invalid] });
  });

  it('answers a scope id past the largest id a table holds with a 422 naming it, never a 500', async () => {
    const token = await t.login('owner@acme.test');
    for (const header of ['X-AF-AID', 'X-AF-SID', 'X-AF-EMPID']) {
      const res = await t.request({
        method: 'GET',
        url: '/portal/v1/site/dashboard',
        token,
        headers: { [header.toLowerCase()]: '2147483648' },
      });
      expect(res.statusCode, header).toBe(422);
      expect(res.json().errors).toEqual({ [header]: [MESSAGES.invalid] });
    }
  });

  it('needs a site for the site dashboard', async () => {
    const token = await t.login('owner@acme.test');
    expect((await dashboard(token, {})).statusCode).toBe(403);
  });
});

describe('GET /portal/accounts/branding', () => {
  it('returns the branding record of the site owning the domain', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/accounts/branding?domain=127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Acme Jobs Board');
    expect(body.branding.colors.primary_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.settings.translation_enabled).toBe(false);
  });

  it('answers 404 for an unknown domain', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/accounts/branding?domain=unknown.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('asks for the domain parameter', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/accounts/branding' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.domain).toEqual([MESSAGES.required]);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/portal/auth/login', '/portal/auth/me', '/portal/v1/site/dashboard']),
    );
  });
});
