import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { memberships, roles, users } from '../src/db/schema/index.js';
import { creditRoutes, type Right } from './credit-routes.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

type Scope = { sid: number; empid?: number };

async function purchase(email: string, scope: Scope) {
  const res = await t.request({
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    token: await t.login(email),
    scope,
    headers: { 'idempotency-key': randomUUID() },
    payload: { quantity: 2 },
  });
  if (res.statusCode !== 201) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`);
  return res.json().data.purchase.uuid as string;
}

async function product(scope: Scope) {
  const res = await t.request({
    method: 'POST',
    url: '/portal/v1/site/products',
    token: await t.login('owner@acme.test'),
    scope: { sid: scope.sid },
    payload: { name: `Fixture ${randomUUID()}`, credit_cost: 1, price_minor: 100, duration_days: 7 },
  });
  if (res.statusCode !== 201) throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  return res.json().data.uuid as string;
}

let bakeryScope: Scope;
let bakeryPurchase: string;
beforeAll(async () => {
  bakeryScope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
  bakeryPurchase = await purchase('employer@acme.test', bakeryScope);
});

/** Decision 0004: what each seeded role may do with credits, pricing and products. */
const EVERYTHING: Right[] = ['read', 'buy', 'export', 'grant', 'pricing', 'staff-read'];
const RIGHTS: [email: string, rights: Right[]][] = [
  ['owner@acme.test', EVERYTHING],
  ['manager@acme.test', EVERYTHING],
  ['admin@acme.test', EVERYTHING],
  ['recruiter@acme.test', ['read', 'staff-read']],
  ['employer@acme.test', ['read', 'buy', 'export']],
  ['staff@acme.test', ['read']],
];

describe('rights of the seeded roles on every credit route', () => {
  for (const [email, rights] of RIGHTS) {
    it(`gives ${email} exactly ${rights.join(', ')}`, async () => {
      const token = await t.login(email);
      for (const route of creditRoutes(bakeryPurchase, await product(bakeryScope))) {
        const res = await t.request({ ...route, token, scope: bakeryScope });
        const label = `${email} ${route.method} ${route.url}`;
        if (rights.includes(route.right)) expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
        else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ message: MESSAGES.unauthorized });
        }
      }
    });
  }

  it('never lets an employer membership grant credits or set prices, whatever its entries say', async () => {
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'employer-admin'));
    if (!role) throw new Error('no employer-admin role');
    await t.deps.db
      .update(roles)
      .set({ permissions: [...role.permissions, 'credits.all', 'pricing.all', 'all'] })
      .where(eq(roles.id, role.id));
    try {
      const token = await t.login('employer@acme.test');
      const refused = creditRoutes(bakeryPurchase, await product(bakeryScope)).filter((route) =>
        ['grant', 'pricing', 'staff-read'].includes(route.right),
      );
      expect(refused.length).toBeGreaterThanOrEqual(6);
      for (const route of refused) {
        const res = await t.request({ ...route, token, scope: bakeryScope });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    } finally {
      await t.deps.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id));
    }
  });

  it('lets a site recruiter who is also an employer admin buy only for the employer that made it one', async () => {
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'recruiter@acme.test'));
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'employer-admin'));
    if (!user || !role) throw new Error('fixture missing');
    const bakery = ids.employer('Acme Bakery');
    await t.deps.db
      .insert(memberships)
      .values({ user_id: user.id, role_id: role.id, scope_type: 'employer', scope_id: bakery });
    try {
      expect(await purchase('recruiter@acme.test', bakeryScope)).toBeTruthy();
      const dental = { sid: bakeryScope.sid, empid: ids.employer('Bright Dental') };
      const token = await t.login('recruiter@acme.test');
      for (const route of creditRoutes(bakeryPurchase, randomUUID()).filter((r) =>
        ['buy', 'grant', 'export'].includes(r.right),
      )) {
        const res = await t.request({ ...route, token, scope: dental });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    } finally {
      await t.deps.db.execute(
        sql`delete from memberships where user_id = ${user.id} and scope_type = 'employer' and scope_id = ${bakery}`,
      );
    }
  });
});

describe('tenancy of credit routes', () => {
  it('answers 404 for a purchase of another account, another site, or another employer', async () => {
    const globex = await purchase('owner@globex.test', {
      sid: ids.site('globex/talent'),
      empid: ids.employer('Globex Manufacturing'),
    });
    const otherSite = await purchase('owner@acme.test', {
      sid: ids.site('acme/jobs'),
      empid: ids.employer('Northwind Traders'),
    });
    const otherEmployer = await purchase('admin@acme.test', {
      sid: ids.site('acme/careers'),
      empid: ids.employer('Bright Dental'),
    });
    const get = async (email: string, uuid: string, scope: Scope) =>
      (
        await t.request({
          method: 'GET',
          url: `/portal/v1/credit/purchases/${uuid}`,
          token: await t.login(email),
          scope,
        })
      ).statusCode;
    const careers = { sid: ids.site('acme/careers') };
    expect(await get('owner@acme.test', globex, careers)).toBe(404);
    expect(await get('owner@acme.test', otherSite, careers)).toBe(404);
    expect(await get('owner@acme.test', otherSite, { sid: ids.site('acme/jobs') })).toBe(200);
    expect(await get('employer@acme.test', otherEmployer, bakeryScope)).toBe(404);
    expect(await get('staff@acme.test', otherEmployer, bakeryScope)).toBe(404);
    expect(await get('admin@acme.test', otherEmployer, careers)).toBe(200);
    expect(await get('admin@acme.test', otherEmployer, bakeryScope)).toBe(404);
  });

  it('keeps an employer member to its own employer', async () => {
    const token = await t.login('employer@acme.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/balance',
      token,
      scope: { sid: ids.site('acme/careers'), empid: ids.employer('Bright Dental') },
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows each site its own tiers, products and prices', async () => {
    const token = await t.login('owner@globex.test');
    const scope = { sid: ids.site('globex/talent') };
    const products = await t.request({ method: 'GET', url: '/portal/v1/site/products?per_page=100', token, scope });
    expect(products.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Standard job advert',
      'Featured job advert',
    ]);
    expect(products.json().data[0].currency).toBe('USD');
    const foreignProduct = await product(bakeryScope);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: `/portal/v1/site/products/${foreignProduct}`,
        token,
        scope,
        ...(method === 'PATCH' ? { payload: { active: false } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
