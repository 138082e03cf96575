import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

const base = '/portal/v1/site/products';
const valid = { name: 'Premium job advert', price_minor: 9900, duration_days: 60 };

async function admin() {
  return { token: await t.login('admin@acme.test'), scope: { sid: ids.site('acme/careers') } };
}

describe('products of a site', () => {
  it('lists the seeded products in their order, with the site currency', async () => {
    const { token, scope } = await admin();
    const res = await t.request({ method: 'GET', url: base, token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Standard job advert', credit_cost: 1, price_minor: 2900, currency: 'EUR' }),
      expect.objectContaining({ name: 'Featured job advert', credit_cost: 1, duration_days: 30, active: true }),
    ]);
    expect(res.json().meta.total).toBe(2);
  });

  it('creates, edits, deactivates and deletes a product, recording each change', async () => {
    const { token, scope } = await admin();
    const created = await t.request({ method: 'POST', url: base, token, scope, payload: valid });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      ...valid,
      credit_cost: 1,
      description: null,
      active: true,
      sort_order: 0,
      currency: 'EUR',
    });

    const renamed = await t.request({
      method: 'PATCH',
      url: `${base}/${product.uuid}`,
      token,
      scope,
      payload: { name: 'Premium advert', description: 'Sixty days at the top' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Premium advert',
      credit_cost: 1,
      description: 'Sixty days at the top',
    });

    const withdrawn = await t.request({
      method: 'PATCH',
      url: `${base}/${product.uuid}`,
      token,
      scope,
      payload: { active: false },
    });
    expect(withdrawn.json().data.active).toBe(false);
    const inactive = await t.request({ method: 'GET', url: `${base}?filter[active]=false`, token, scope });
    expect(inactive.json().data.map((p: { name: string }) => p.name)).toEqual(['Premium advert']);

    const removed = await t.request({ method: 'DELETE', url: `${base}/${product.uuid}`, token, scope });
    expect(removed.statusCode).toBe(204);
    const again = await t.request({ method: 'DELETE', url: `${base}/${product.uuid}`, token, scope });
    expect(again.statusCode).toBe(404);

    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`select action from audit_events where subject = 'product' and subject_id = ${product.uuid} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
  });

  it('refuses a name the site already has, ignoring case, with 422 on name', async () => {
    const { token, scope } = await admin();
    const res = await t.request({
      method: 'POST',
      url: base,
      token,
      scope,
      payload: { ...valid, name: 'STANDARD job advert' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [MESSAGES.taken] });
    const other = await t.request({
      method: 'POST',
      url: base,
      token: await t.login('owner@acme.test'),
      scope: { sid: ids.site('acme/jobs') },
      payload: { ...valid, name: 'Premium elsewhere' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('validates every field', async () => {
    const { token, scope } = await admin();
    for (const payload of [
      { ...valid, name: '' },
      { ...valid, credit_cost: -1 },
      { ...valid, credit_cost: 0 },
      { ...valid, credit_cost: 2 },
      { ...valid, price_minor: 1.5 },
      { ...valid, duration_days: 0 },
      { ...valid, duration_days: 366 },
      { ...valid, description: 'x'.repeat(1001) },
    ]) {
      const res = await t.request({ method: 'POST', url: base, token, scope, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    const missing = await t.request({ method: 'POST', url: base, token, scope, payload: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['duration_days', 'name', 'price_minor']);
  });
});

describe('one credit is one post (decision 0068)', () => {
  it('refuses a product that costs other than one credit, on create and on edit, with 422 on credit_cost', async () => {
    const { token, scope } = await admin();
    const created = await t.request({ method: 'POST', url: base, token, scope, payload: { ...valid, credit_cost: 1 } });
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid;
    for (const credit_cost of [0, 2, 3]) {
      const edit = await t.request({ method: 'PATCH', url: `${base}/${uuid}`, token, scope, payload: { credit_cost } });
      expect(edit.statusCode).toBe(422);
      expect(Object.keys(edit.json().errors)).toEqual(['credit_cost']);
    }
    expect((await t.request({ method: 'DELETE', url: `${base}/${uuid}`, token, scope })).statusCode).toBe(204);
  });

  it('holds it in the database too: no row of any site costs other than one credit', async () => {
    const costs = await queryRows<{ credit_cost: number }>(t.deps.db, sql`select distinct credit_cost from products`);
    expect(costs).toEqual([{ credit_cost: 1 }]);
    await expect(t.deps.db.execute(sql`update products set credit_cost = 2`)).rejects.toThrow();
  });
});

describe('GET /portal/v1/credit/credit-actions', () => {
  it('answers the active products in credits and money, to an employer member', async () => {
    const { token: adminToken, scope } = await admin();
    await t.request({
      method: 'POST',
      url: base,
      token: adminToken,
      scope,
      payload: { ...valid, name: 'Hidden', active: false },
    });
    const token = await t.login('staff@acme.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/credit-actions',
      token,
      scope: { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        uuid: expect.any(String),
        name: 'Standard job advert',
        description: expect.any(String),
        credits: 1,
        price_minor: 2900,
        currency: 'EUR',
        duration_days: 30,
      },
      expect.objectContaining({ name: 'Featured job advert', credits: 1, price_minor: 5500 }),
    ]);
  });
});
