import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';

// Decision 0034: products are (de)activated one or many at a time by uuid, all or nothing.
const t = useTestApp();
const ids = t.ids;

const base = '/portal/v1/site/products';
const credits = { method: 'GET' as const, url: '/portal/v1/credit/credit-actions' };
type Named = { uuid: string; name: string; active: boolean };

async function admin() {
  return { token: await t.login('admin@acme.test'), scope: { sid: ids.site('acme/careers') } };
}

async function productsOf(token: string, scope: { sid: number }): Promise<Named[]> {
  return (await t.request({ method: 'GET', url: base, token, scope })).json().data;
}

async function auditOf(uuid: string) {
  const rows = await queryRows<{ action: string }>(
    t.deps.db,
    sql`select action from audit_events where subject = 'product' and subject_id = ${uuid} order by id`,
  );
  return rows.map((row) => row.action);
}

describe('POST /portal/v1/site/products/bulk/{deactivate,activate}', () => {
  it('withdraws the selected products from what credits buy, and offers them again', async () => {
    const { token, scope } = await admin();
    const [standard, featured] = await productsOf(token, scope);
    if (!standard || !featured) throw new Error('the seed has two products');
    const payload = { ids: [standard.uuid, featured.uuid.toUpperCase()] };

    const off = await t.request({ method: 'POST', url: `${base}/bulk/deactivate`, token, scope, payload });
    expect([off.statusCode, off.json()]).toEqual([200, { data: { updated: 2 } }]);
    expect((await productsOf(token, scope)).map((p) => p.active)).toEqual([false, false]);
    expect((await t.request({ ...credits, token, scope })).json().data).toEqual([]);

    // Already inactive: nothing moves, and the report says so.
    const again = await t.request({ method: 'POST', url: `${base}/bulk/deactivate`, token, scope, payload });
    expect(again.json()).toEqual({ data: { updated: 0 } });

    const on = await t.request({ method: 'POST', url: `${base}/bulk/activate`, token, scope, payload });
    expect(on.json()).toEqual({ data: { updated: 2 } });
    const offered = (await t.request({ ...credits, token, scope })).json().data as Named[];
    expect(offered.map((p) => p.name)).toEqual([standard.name, featured.name]);
    expect(await auditOf(standard.uuid)).toEqual(['deactivate', 'activate']);
  });

  it('refuses a malformed uuid with 422 on the key', async () => {
    const { token, scope } = await admin();
    const res = await t.request({
      method: 'POST',
      url: `${base}/bulk/deactivate`,
      token,
      scope,
      payload: { ids: [7] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['ids.0']);
  });

  it("answers another account's product as missing (404) and changes neither", async () => {
    const { token, scope } = await admin();
    const [own] = await productsOf(token, scope);
    const globexScope = { sid: ids.site('globex/talent') };
    const globexToken = await t.login('owner@globex.test');
    const [foreign] = await productsOf(globexToken, globexScope);
    if (!own || !foreign) throw new Error('every seeded site has products');

    const audited = await auditOf(own.uuid);
    const payload = { ids: [own.uuid, foreign.uuid] };
    const res = await t.request({ method: 'POST', url: `${base}/bulk/deactivate`, token, scope, payload });
    expect([res.statusCode, res.json()]).toEqual([404, { message: MESSAGES.notFound }]);
    const single = await t.request({ method: 'POST', url: `${base}/${foreign.uuid}/deactivate`, token, scope });
    expect(single.statusCode).toBe(404);

    expect((await productsOf(token, scope)).find((p) => p.uuid === own.uuid)?.active).toBe(true);
    expect((await productsOf(globexToken, globexScope)).find((p) => p.uuid === foreign.uuid)?.active).toBe(true);
    expect(await auditOf(own.uuid)).toEqual(audited);
  });

  it('is refused (403) to staff who read credits but may not change pricing', async () => {
    const { token: adminToken, scope } = await admin();
    const [standard] = await productsOf(adminToken, scope);
    if (!standard) throw new Error('the seed has products');
    const token = await t.login('recruiter@acme.test');
    const payload = { ids: [standard.uuid] };
    const bulk = await t.request({ method: 'POST', url: `${base}/bulk/deactivate`, token, scope, payload });
    expect(bulk.statusCode).toBe(403);
    const single = await t.request({ method: 'POST', url: `${base}/${standard.uuid}/deactivate`, token, scope });
    expect(single.statusCode).toBe(403);
    expect((await productsOf(adminToken, scope))[0]?.active).toBe(true);
  });
});

describe('POST /portal/v1/site/products/{uuid}/{deactivate,activate}', () => {
  it('deactivates and activates one product, with no body at all', async () => {
    const { token, scope } = await admin();
    const [, featured] = await productsOf(token, scope);
    if (!featured) throw new Error('the seed has two products');
    const off = await t.request({ method: 'POST', url: `${base}/${featured.uuid}/deactivate`, token, scope });
    expect([off.statusCode, off.json()]).toEqual([200, { data: { updated: 1 } }]);
    const offered = (await t.request({ ...credits, token, scope })).json().data as Named[];
    expect(offered.map((p) => p.uuid)).not.toContain(featured.uuid);

    const on = await t.request({ method: 'POST', url: `${base}/${featured.uuid}/activate`, token, scope });
    expect(on.json()).toEqual({ data: { updated: 1 } });
    expect((await productsOf(token, scope))[1]?.active).toBe(true);
  });

  it('answers an unknown uuid with 404', async () => {
    const { token, scope } = await admin();
    const res = await t.request({ method: 'POST', url: `${base}/${crypto.randomUUID()}/activate`, token, scope });
    expect([res.statusCode, res.json()]).toEqual([404, { message: MESSAGES.notFound }]);
  });
});
