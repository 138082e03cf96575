import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { createKey } from '../../../test/api-keys-helper.js';
import { grants } from '../../../test/role-matrix.js';
import { declaredRight, nameOf } from '../../../test/tenant-routes.js';

// Decision 0105: what a key's requests leave across the app — the audit names the key on every row
// it writes — and what every private route answers a key (its own rights and scope: api-keys.test.ts).
const t = useTestApp();
let careers: number;
let admin: string;
beforeAll(async () => {
  careers = t.ids.site('acme/careers');
  admin = await t.login('admin@acme.test');
});

const get = (url: string, token: string, scope: { aid?: number; sid?: number; empid?: number } = {}) =>
  t.request({ method: 'GET', url, token, scope });

describe('the audit of a key’s actions', () => {
  it('names the key on every row it writes, and the audit page shows it', async () => {
    const owner = await t.login('owner@acme.test');
    const { id, key } = await createKey(t, owner, careers, { name: 'ATS sync', rights: ['tags.create', 'tags.read'] });
    const tag = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token: key,
      payload: { name: 'From the ATS' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagId = String(tag.json<{ data: { id: number } }>().data.id);
    const [row] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'tag'), eq(auditEvents.subject_id, tagId)));
    const [ownerRow] = await t.deps.db.select().from(users).where(eq(users.email, 'owner@acme.test'));
    expect(row).toMatchObject({ api_key_id: id, actor_id: ownerRow?.id, site_id: careers, action: 'created' });
    const page = await get(`/portal/v1/audit?filter[subject]=tag&filter[subject_id]=${tagId}`, owner, { sid: careers });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        api_key: { id, name: 'ATS sync' },
        actor: expect.objectContaining({ name: 'Olivia Owner' }),
      }),
    ]);
    // A person's own change names no key.
    const byPerson = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token: owner,
      scope: { sid: careers },
      payload: { name: 'By hand' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const handId = String(byPerson.json<{ data: { id: number } }>().data.id);
    const [handRow] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'tag'), eq(auditEvents.subject_id, handId)));
    expect(handRow?.api_key_id).toBeNull();
  });

  it('records the creation and the revocation of a key', async () => {
    const { id } = await createKey(t, admin, careers, { name: 'Audited', rights: ['jobs.read'] });
    await t.request({
      method: 'POST',
      url: `/portal/v1/site/api-keys/${id}/revoke`,
      token: admin,
      scope: { sid: careers },
    });
    const rows = await t.deps.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'api-key'), eq(auditEvents.subject_id, String(id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['created', 'revoked']);
    expect(rows[0]?.details).toMatchObject({ name: 'Audited' });
  });
});

describe('every private /portal route of the route table, called with a key', () => {
  it('is refused 403 unless it is a site’s route whose declared right the key carries', async () => {
    const rights = ['jobs.read', 'tags.read'];
    const { key } = await createKey(t, admin, careers, { name: 'Walker', rights });
    const routes = t.routes.filter((route) => {
      const right = declaredRight(route);
      return route.config.api === true && route.method !== 'HEAD' && right !== undefined && !('candidate' in right);
    });
    expect(routes.length).toBeGreaterThan(100);
    let allowed = 0;
    for (const route of routes) {
      const right = declaredRight(route);
      // Read from spec §6 apart from the product's code: a site's subject, not everybody's `access portal`.
      const carried =
        right !== undefined &&
        'site' in right &&
        right.site !== 'portal' &&
        grants(rights, right.action, right.site) &&
        (!right.alsoSite || grants(rights, right.alsoSite.action, right.alsoSite.subject));
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.request({
        method: route.method,
        url,
        token: key,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (carried) {
        allowed += 1;
        expect([401, 403], `${nameOf(route)}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${nameOf(route)}: ${res.body}`).toBe(403);
      }
    }
    expect(allowed).toBeGreaterThan(3);
  });
});

describe('the OpenAPI document', () => {
  it('declares the key as a bearer scheme a request may use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/docs/json' });
    const doc = res.json<{ components: { securitySchemes: Record<string, object> }; security: object[] }>();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toContainEqual({ apiKey: [], enterprise: [] });
  });
});
