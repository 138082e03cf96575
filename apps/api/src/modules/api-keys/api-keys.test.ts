import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, MESSAGES } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { apiKeys, memberships, users } from '../../db/schema/index.js';
import { replicaOf, useTestApp } from '../../../test/helper.js';
import { createKey, grantRole, personWithRole } from '../../../test/api-keys-helper.js';

// Decision 0105: a key acts on its own site with the rights it was given, as far as its creator
// still holds them there, and nothing else (its audit and every route: api-keys-across-the-app.test.ts).
const t = useTestApp();
let careers: number;
let jobsSite: number;
let talent: number;
let acme: number;
let admin: string;
beforeAll(async () => {
  careers = t.ids.site('acme/careers');
  jobsSite = t.ids.site('acme/jobs');
  talent = t.ids.site('globex/talent');
  acme = await t.ids.account('acme');
  admin = await t.login('admin@acme.test');
});

const get = (url: string, token: string, scope: { aid?: number; sid?: number; empid?: number } = {}) =>
  t.request({ method: 'GET', url, token, scope });

describe('POST /portal/v1/site/api-keys', () => {
  it('answers the key once, with its prefix, and keeps only its hash', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/site/api-keys',
      token: admin,
      scope: { sid: careers },
      payload: { name: 'ATS', rights: ['jobs.read', 'applications.read'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: { id: number; key: string; prefix: string; rights: string[] } }>();
    expect(data.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(data.key.startsWith(data.prefix)).toBe(true);
    expect(data.rights).toEqual(['jobs.read', 'applications.read']);
    const [row] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(row?.key_hash).toBe(createHash('sha256').update(data.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.key);
    const list = await get('/portal/v1/site/api-keys', admin, { sid: careers });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ data: { id: number; name: string; last_used_at: string | null }[] }>().data;
    expect(listed.find((key) => key.id === data.id)).toMatchObject({ name: 'ATS', last_used_at: null });
    expect(list.body).not.toContain(data.key);
  });

  it('refuses a right the creator does not hold on the site with a 422 naming it', async () => {
    // A site admin updates the pricing but does not read it, and manages no account's users.
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/site/api-keys',
      token: admin,
      scope: { sid: careers },
      payload: { name: 'Too much', rights: ['jobs.read', 'pricing.read', 'pricing.update'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { 'rights.1': [MESSAGES.apiKeyRightNotHeld] },
    });
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from api_keys where name = 'Too much'`,
    );
    expect(n).toBe(0);
  });

  it('counts only the rights held in the key’s site: another site’s admin gets none here', async () => {
    const other = await personWithRole(t, 'jobs-admin', 'site-admin', { site: jobsSite });
    // Their site admin role is on acme/jobs: on acme/careers they hold nothing, not even the tab.
    const here = await t.request({
      method: 'POST',
      url: '/portal/v1/site/api-keys',
      token: other.token,
      scope: { sid: careers },
      payload: { name: 'Elsewhere', rights: ['jobs.read'] },
    });
    expect(here.statusCode).toBe(403);
  });

  it('refuses rights outside the catalogue (manage, all, impersonate, the keys themselves)', async () => {
    const owner = await t.login('owner@acme.test');
    for (const right of ['all', 'jobs.all', 'seekers.impersonate', 'api-keys.create', 'portal']) {
      const res = await t.request({
        method: 'POST',
        url: '/portal/v1/site/api-keys',
        token: owner,
        scope: { sid: careers },
        payload: { name: 'Catalogue', rights: [right] },
      });
      expect(res.statusCode, right).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors), right).toEqual(['rights.0']);
    }
  });

  it('refuses an expiry in the past', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/site/api-keys',
      token: admin,
      scope: { sid: careers },
      payload: { name: 'Late', rights: ['jobs.read'], expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({ expires_at: [MESSAGES.apiKeyExpiryPast] });
  });

  it('is refused to a recruiter (no right on the keys) and to a key', async () => {
    const recruiter = await t.login('recruiter@acme.test');
    const body = { name: 'Nope', rights: ['jobs.read'] };
    const byRecruiter = await t.request({
      method: 'POST',
      url: '/portal/v1/site/api-keys',
      token: recruiter,
      scope: { sid: careers },
      payload: body,
    });
    expect(byRecruiter.statusCode).toBe(403);
    const owner = await t.login('owner@acme.test');
    const { key } = await createKey(t, owner, careers, {
      name: 'Everything',
      rights: ['jobs.read', 'settings.update'],
    });
    const byKey = await t.request({ method: 'POST', url: '/portal/v1/site/api-keys', token: key, payload: body });
    expect(byKey.statusCode).toBe(403);
    expect((await get('/portal/v1/site/api-keys', key)).statusCode).toBe(403);
  });
});

describe('a request with Authorization: Bearer <key>', () => {
  it('acts on its own site with its rights, and not beyond them', async () => {
    const { key } = await createKey(t, admin, careers, { name: 'Reader', rights: ['jobs.read'] });
    const jobs = await get('/portal/v1/jobs', key);
    expect(jobs.statusCode, jobs.body).toBe(200);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from jobs where site_id = ${careers}`,
    );
    expect(jobs.json<{ meta: { total: number } }>().meta.total).toBe(n);
    expect((await get('/portal/v1/jobs', key, { sid: careers, aid: acme })).statusCode).toBe(200);
    // A right it was not given: refused, though its creator holds it.
    expect((await get('/portal/v1/employers', key)).statusCode).toBe(403);
    const tag = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token: key,
      payload: { name: 'By key' },
    });
    expect(tag.statusCode).toBe(403);
  });

  it('is refused on another site of the account, on another account, and at any employer', async () => {
    const owner = await t.login('owner@acme.test');
    // The account owner holds every right on every site of the account: the key still has one site.
    const { key } = await createKey(t, owner, careers, { name: 'One site', rights: ['jobs.read'] });
    for (const scope of [
      { sid: jobsSite },
      { sid: talent },
      { aid: await t.ids.account('globex') },
      { sid: careers, empid: t.ids.employer('Acme Bakery') },
    ]) {
      const res = await get('/portal/v1/jobs', key, scope);
      expect([res.statusCode, res.json()], JSON.stringify(scope)).toEqual([403, { message: MESSAGES.scopeRefused }]);
    }
  });

  it('is refused at the account level and on a person’s own routes', async () => {
    const owner = await t.login('owner@acme.test');
    const { key } = await createKey(t, owner, careers, {
      name: 'Not a person',
      rights: ['jobs.read', 'settings.read', 'settings.update'],
    });
    for (const url of [
      '/portal/v1/accounts/users',
      '/portal/auth/me',
      '/portal/v1/site/dashboard',
      '/portal/v1/search?search=a',
    ]) {
      const res = await get(url, key, { aid: acme, sid: careers });
      expect(res.statusCode, url).toBe(403);
    }
    const logout = await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: key });
    expect(logout.statusCode).toBe(403);
    expect((await get('/portal/v1/site/settings', key)).statusCode).toBe(200);
  });

  it('is refused with 401 once revoked, on the next request of every replica', async () => {
    const { id, key } = await createKey(t, admin, careers, { name: 'Short-lived', rights: ['jobs.read'] });
    const replica = await replicaOf(t);
    try {
      expect((await replica.request({ method: 'GET', url: '/portal/v1/jobs', token: key })).statusCode).toBe(200);
      expect((await get('/portal/v1/jobs', key)).statusCode).toBe(200);
      const revoke = await t.request({
        method: 'POST',
        url: `/portal/v1/site/api-keys/${id}/revoke`,
        token: admin,
        scope: { sid: careers },
      });
      expect(revoke.statusCode, revoke.body).toBe(200);
      const after = await replica.request({ method: 'GET', url: '/portal/v1/jobs', token: key });
      expect([after.statusCode, after.json()]).toEqual([401, { message: MESSAGES.unauthenticated }]);
      expect((await get('/portal/v1/jobs', key)).statusCode).toBe(401);
      const list = await get('/portal/v1/site/api-keys', admin, { sid: careers });
      expect(list.json<{ data: { id: number }[] }>().data.map((k) => k.id)).not.toContain(id);
      const again = await t.request({
        method: 'POST',
        url: `/portal/v1/site/api-keys/${id}/revoke`,
        token: admin,
        scope: { sid: careers },
      });
      expect(again.statusCode).toBe(404);
    } finally {
      await replica.close();
    }
  });

  it('cannot be revoked from another site: 404', async () => {
    const owner = await t.login('owner@acme.test');
    const { id, key } = await createKey(t, owner, careers, { name: 'Kept', rights: ['jobs.read'] });
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/site/api-keys/${id}/revoke`,
      token: owner,
      scope: { sid: jobsSite },
    });
    expect(res.statusCode).toBe(404);
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(200);
  });

  it('stops at its expiry', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { id, key } = await createKey(t, admin, careers, {
      name: 'Expiring',
      rights: ['jobs.read'],
      expires_at: inAnHour,
    });
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(200);
    await t.deps.db
      .update(apiKeys)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, id));
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(401);
  });

  it('writes its last use', async () => {
    const { id, key } = await createKey(t, admin, careers, { name: 'Used', rights: ['jobs.read'] });
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.last_used_at).toBeInstanceOf(Date);
  });
});

describe('a key’s rights are its own ∩ its creator’s current rights on its site', () => {
  it('loses a right its creator lost, gets it back with it, and stops with a disabled creator', async () => {
    const creator = await personWithRole(t, 'shifting-admin', 'site-admin', { site: careers });
    const { key } = await createKey(t, creator.token, careers, {
      name: 'Shifting',
      rights: ['jobs.read', 'employers.create'],
    });
    const newEmployer = () =>
      t.request({
        method: 'POST',
        url: '/portal/v1/employers',
        token: key,
        payload: { type: 'business', business_name: `By key ${Math.random()}` },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    expect((await newEmployer()).statusCode).toBe(201);
    // Demoted to recruiter: still reads jobs, no longer creates employers; so does the key.
    await t.deps.db.delete(memberships).where(eq(memberships.id, creator.membership));
    const recruiter = await grantRole(t, creator.id, 'recruiter', { site: careers });
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(200);
    expect((await newEmployer()).statusCode).toBe(403);
    // A site admin again: the key's own right counts again.
    await t.deps.db.delete(memberships).where(eq(memberships.id, recruiter));
    await grantRole(t, creator.id, 'site-admin', { site: careers });
    expect((await newEmployer()).statusCode).toBe(201);
    // Out of the site altogether: the key reaches nothing.
    await t.deps.db.delete(memberships).where(eq(memberships.user_id, creator.id));
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(403);
    await grantRole(t, creator.id, 'site-admin', { site: careers });
    await t.deps.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, creator.id));
    expect((await get('/portal/v1/jobs', key)).statusCode).toBe(401);
  });
});
