import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TagPageSchema } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

/** The id of a seeded tag of a site (`acme/careers`). */
async function tagOf(site: string, name = 'Urgent') {
  const [row] = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select id from tags where site_id = ${ids.site(site)} and name = ${name}`,
  );
  if (!row) throw new Error(`no tag ${name} on ${site}`);
  return Number(row.id);
}

/** Every tags route that names a tag. */
const routesOf = (id: number) => [
  { method: 'PATCH' as const, url: `/portal/v1/site/tags/${id}`, payload: { name: 'Taken over' } },
  { method: 'DELETE' as const, url: `/portal/v1/site/tags/${id}` },
];
const allRoutes = (id: number) => [
  { method: 'GET' as const, url: '/portal/v1/site/tags' },
  { method: 'POST' as const, url: '/portal/v1/site/tags', payload: { name: 'New one' } },
  ...routesOf(id),
];

describe('tenancy of tags routes', () => {
  it('answers 404 for a tag of another account, on every route', async () => {
    const token = await t.login('owner@acme.test');
    for (const route of routesOf(await tagOf('globex/talent'))) {
      const res = await t.request({ ...route, token, scope: { sid: ids.site('acme/careers') } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('answers 404 for a tag of another site of the same account, on every route', async () => {
    const token = await t.login('owner@acme.test');
    for (const route of routesOf(await tagOf('acme/jobs'))) {
      const res = await t.request({ ...route, token, scope: { sid: ids.site('acme/careers') } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const [row] = await queryRows<{ name: string }>(
      t.deps.db,
      sql`select name from tags where id = ${await tagOf('acme/jobs')}`,
    );
    expect(row?.name).toBe('Urgent');
  });

  it('lists only the selected site’s tags', async () => {
    const token = await t.login('owner@globex.test');
    await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token,
      scope: { sid: ids.site('globex/partners') },
      payload: { name: 'Partners only' },
    });
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/site/tags?per_page=100',
      token,
      scope: { sid: ids.site('globex/talent') },
    });
    const names = TagPageSchema.parse(res.json()).data.map((tag) => tag.name);
    expect(names).not.toContain('Partners only');
    expect(names).toHaveLength(5);
  });

  it('refuses a site of another account in the scope headers', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/site/tags',
      token,
      scope: { sid: ids.site('globex/talent') },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('permissions of tags routes by seeded role', () => {
  const careers = () => ({ sid: ids.site('acme/careers') });
  const bakery = () => ({ sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') });

  it('answers 401 to a stranger on every route, before reading the body', async () => {
    for (const route of allRoutes(await tagOf('acme/careers'))) {
      const res = await t.request({ ...route, payload: { name: 1 }, scope: careers() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each([
    ['owner@acme.test', 'account owner'],
    ['manager@acme.test', 'account admin'],
    ['admin@acme.test', 'site admin'],
  ])('lets %s (%s) read, create, rename and delete tags', async (email) => {
    const token = await t.login(email);
    const list = await t.request({ method: 'GET', url: '/portal/v1/site/tags', token, scope: careers() });
    expect(list.statusCode).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token,
      scope: careers(),
      payload: { name: `By ${email}` },
    });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().data.id);
    const url = `/portal/v1/site/tags/${id}`;
    const patch = { method: 'PATCH' as const, url, token, scope: careers(), payload: { color: '#123456' } };
    expect((await t.request(patch)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url, token, scope: careers() })).statusCode).toBe(204);
  });

  it('lets a recruiter read and create tags, but not rename or delete them', async () => {
    const token = await t.login('recruiter@acme.test');
    const id = await tagOf('acme/careers', 'Graduate');
    expect((await t.request({ method: 'GET', url: '/portal/v1/site/tags', token, scope: careers() })).statusCode).toBe(
      200,
    );
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token,
      scope: careers(),
      payload: { name: 'Recruiter pick' },
    });
    expect(created.statusCode).toBe(201);
    for (const route of routesOf(id)) {
      const res = await t.request({ ...route, token, scope: careers() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it.each(['employer@acme.test', 'staff@acme.test'])('refuses %s (employer level) every tags route', async (email) => {
    const token = await t.login(email);
    for (const route of allRoutes(await tagOf('acme/careers'))) {
      const res = await t.request({ ...route, token, scope: bakery() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
