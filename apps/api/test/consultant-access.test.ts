import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { consultantRoutes as routes, validConsultant as valid } from './consultant-routes.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/consultants';

async function consultantId(site: string, name: string) {
  const rows = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select id from consultants where site_id = ${ids.site(site)} and name = ${name}`,
  );
  return Number(rows[0]?.id);
}

describe('tenancy of consultant routes', () => {
  it('keeps a bulk change all-or-nothing when one id belongs to another site', async () => {
    const token = await t.login('owner@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const own = await consultantId('acme/careers', 'Daniel Okafor');
    const res = await t.request({
      method: 'POST',
      url: `${base}/bulk/deactivate`,
      token,
      scope,
      payload: { ids: [own, await consultantId('acme/jobs', 'Daniel Okafor')] },
    });
    expect(res.statusCode).toBe(404);
    const after = await t.request({ method: 'GET', url: `${base}/${own}`, token, scope });
    expect(after.json().data.active).toBe(true);
  });

  it('never lists another site’s consultants', async () => {
    const token = await t.login('owner@globex.test');
    const res = await t.request({ method: 'GET', url: base, token, scope: { sid: ids.site('globex/talent') } });
    expect(res.json().data.every((c: { email: string }) => c.email.endsWith('@talent.consultants.test'))).toBe(true);
  });
});

describe('consultant transitions', () => {
  it('deactivates and activates one consultant; a repeat is a no-op', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const id = await consultantId('acme/careers', 'Priya Raman');
    const off = await t.request({ method: 'POST', url: `${base}/${id}/deactivate`, token, scope });
    expect(off.json()).toEqual({ data: { updated: 1 } });
    const again = await t.request({ method: 'POST', url: `${base}/${id}/deactivate`, token, scope, payload: {} });
    expect(again.json()).toEqual({ data: { updated: 0 } });
    const on = await t.request({ method: 'POST', url: `${base}/${id}/activate`, token, scope });
    expect(on.json()).toEqual({ data: { updated: 1 } });
    const unknownField = await t.request({
      method: 'POST',
      url: `${base}/${id}/activate`,
      token,
      scope,
      payload: { extra: 1 },
    });
    expect(unknownField.statusCode).toBe(422);
  });

  it('runs a bulk change on every id or none (an unknown id refuses the whole batch)', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const a = await consultantId('acme/careers', 'Chloe Carter');
    const b = await consultantId('acme/careers', 'Marc Lefèvre');
    const refused = await t.request({
      method: 'POST',
      url: `${base}/bulk/activate`,
      token,
      scope,
      payload: { ids: [b, 2147483000] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${base}/${b}`, token, scope })).json().data.active).toBe(false);
    const done = await t.request({
      method: 'POST',
      url: `${base}/bulk/activate`,
      token,
      scope,
      payload: { ids: [a, b] },
    });
    expect(done.json()).toEqual({ data: { updated: 1 } });
    const empty = await t.request({
      method: 'POST',
      url: `${base}/bulk/deactivate`,
      token,
      scope,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`select action from audit_events where subject = 'consultant' and subject_id = ${String(b)}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['activate']);
  });
});

describe('rights of the seeded roles', () => {
  const careers = () => ({ sid: ids.site('acme/careers') });

  it('lets account and site admins do everything', async () => {
    for (const email of ['manager@acme.test', 'admin@acme.test']) {
      const token = await t.login(email);
      const created = await t.request({
        method: 'POST',
        url: base,
        token,
        scope: careers(),
        payload: { ...valid, email: `by-${email}` },
      });
      expect(created.statusCode, email).toBe(201);
      const id = created.json().data.id as number;
      for (const route of routes(id)) {
        const res = await t.request({ ...route, token, scope: careers() });
        expect([200, 204], `${email} ${route.method} ${route.url}`).toContain(res.statusCode);
      }
    }
  });

  it('lets a recruiter read but not change', async () => {
    const token = await t.login('recruiter@acme.test');
    const id = await consultantId('acme/careers', 'Chloe Carter');
    expect((await t.request({ method: 'GET', url: base, token, scope: careers() })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${base}/${id}`, token, scope: careers() })).statusCode).toBe(200);
    const create = await t.request({ method: 'POST', url: base, token, scope: careers(), payload: valid });
    expect(create.statusCode).toBe(403);
    const exported = await t.request({ method: 'POST', url: `${base}/export`, token, scope: careers(), payload: {} });
    expect(exported.statusCode).toBe(403);
    for (const route of routes(id).filter((r) => r.method !== 'GET')) {
      const res = await t.request({ ...route, token, scope: careers() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses employer users on every route', async () => {
    const id = await consultantId('acme/careers', 'Chloe Carter');
    for (const email of ['employer@acme.test', 'staff@acme.test']) {
      const token = await t.login(email);
      const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
      for (const route of [{ method: 'GET' as const, url: base }, ...routes(id)]) {
        const res = await t.request({ ...route, token, scope });
        expect(res.statusCode, `${email} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
