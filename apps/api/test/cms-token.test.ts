import { describe, expect, it } from 'vitest';
import { CMS_TOKEN_TTL_SECONDS, MESSAGES } from '@portal/contract';
import { verifyCmsToken } from '../src/modules/cms/index.js';
import { useTestApp } from './helper.js';
import { userIdOf } from './impersonation-helper.js';

const SECRET = 'test-cms-secret-of-at-least-32-characters';
const t = useTestApp({ CMS_URL: 'https://cms.example.test/editor', CMS_TOKEN_SECRET: SECRET });
const ids = t.ids;

const tokenFor = async (email: string, scope: { sid: number; empid?: number }) =>
  t.request({ method: 'GET', url: '/portal/v1/cms/auth/token', token: await t.login(email), scope });

describe('GET /portal/v1/cms/auth/token', () => {
  it("gives a site admin a five-minute token naming them and the selected site, signed with the server's secret", async () => {
    const site = ids.site('acme/careers');
    const before = Math.floor(Date.now() / 1000);
    const res = await tokenFor('admin@acme.test', { sid: site });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({
      token_type: 'Bearer',
      expires_in: CMS_TOKEN_TTL_SECONDS,
      editor_url: 'https://cms.example.test/editor',
    });
    const me = (
      await t.request({ method: 'GET', url: '/portal/auth/me', token: await t.login('admin@acme.test') })
    ).json();
    const claims = verifyCmsToken(SECRET, data.token);
    expect(claims).toMatchObject({ aud: 'cms', sub: String(me.id), site, site_name: 'careers' });
    expect(claims?.iat).toBeGreaterThanOrEqual(before);
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(CMS_TOKEN_TTL_SECONDS);
    expect(new Date(data.expires_at).getTime()).toBe((claims?.exp ?? 0) * 1000);
  });

  it('is worthless with another secret, altered, or once expired', async () => {
    const { data } = (await tokenFor('admin@acme.test', { sid: ids.site('acme/careers') })).json();
    expect(verifyCmsToken('another-secret-of-at-least-32-characters', data.token)).toBeNull();
    const [header, payload, signature] = (data.token as string).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, site: ids.site('acme/jobs') })).toString('base64url');
    expect(verifyCmsToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
    expect(verifyCmsToken(SECRET, data.token, Date.now() + (CMS_TOKEN_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it('refuses users without the site settings right with 403', async () => {
    for (const email of ['recruiter@acme.test']) {
      const res = await tokenFor(email, { sid: ids.site('acme/careers') });
      expect(res.statusCode).toBe(403);
    }
    const employer = await tokenFor('employer@acme.test', {
      sid: ids.site('acme/careers'),
      empid: ids.employer('Acme Bakery'),
    });
    expect(employer.statusCode).toBe(403);
  });

  it("refuses another site's token: one the admin does not hold, and another account's", async () => {
    const other = await tokenFor('admin@acme.test', { sid: ids.site('acme/jobs') });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: MESSAGES.scopeRefused });
    expect((await tokenFor('owner@globex.test', { sid: ids.site('acme/careers') })).statusCode).toBe(403);
    const own = await tokenFor('owner@globex.test', { sid: ids.site('globex/talent') });
    expect(verifyCmsToken(SECRET, own.json().data.token)?.site).toBe(ids.site('globex/talent'));
  });

  it('answers "Form not available." with 404 while the deployment has no content editor: an absence, not an outage', async () => {
    const config = t.deps.config as { CMS_URL?: string };
    const url = config.CMS_URL;
    config.CMS_URL = undefined;
    try {
      const res = await tokenFor('admin@acme.test', { sid: ids.site('acme/careers') });
      expect(res.statusCode).toBe(404);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.json()).toEqual({ message: MESSAGES.formNotAvailable });
    } finally {
      config.CMS_URL = url;
    }
  });

  it('names the impersonator as the actor of a token asked for through an impersonation', async () => {
    const site = ids.site('acme/careers');
    const owner = await t.login('owner@acme.test');
    const admin = await userIdOf(t, 'admin@acme.test');
    const opened = await t.request({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${admin}`,
      token: owner,
      scope: { sid: site },
      payload: { redirect_path: '/' },
    });
    expect(opened.statusCode).toBe(200);
    const child = opened.json().access_token as string;
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/cms/auth/token',
      token: child,
      scope: { sid: site },
    });
    expect(res.statusCode).toBe(200);
    const claims = verifyCmsToken(SECRET, res.json().data.token);
    expect(claims).toMatchObject({ sub: String(admin), act: { sub: String(await userIdOf(t, 'owner@acme.test')) } });
    // Acting for oneself names no actor.
    const own = (await tokenFor('admin@acme.test', { sid: site })).json().data.token as string;
    expect(verifyCmsToken(SECRET, own)?.act).toBeUndefined();
  });
});
