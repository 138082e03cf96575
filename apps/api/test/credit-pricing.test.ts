import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

const admin = async (site = 'acme/careers') => ({
  token: await t.login('admin@acme.test'),
  scope: { sid: ids.site(site) },
});

async function preview(quantity: unknown, as = 'employer@acme.test') {
  const token = await t.login(as);
  return t.request({
    method: 'POST',
    url: '/portal/v1/credit/purchase/preview',
    token,
    scope: { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') },
    payload: { quantity },
  });
}

async function putTiers(tiers: unknown, site = 'acme/careers') {
  const { token } = await admin();
  return t.request({
    method: 'PUT',
    url: '/portal/v1/credit/discount-tiers',
    token,
    scope: { sid: ids.site(site) },
    payload: { tiers },
  });
}

describe('POST /portal/v1/credit/purchase/preview', () => {
  it('answers cost per credit, quantity, price, subtotal, discount and total of the seeded tiers', async () => {
    const figures = async (quantity: number) => (await preview(quantity)).json().data;
    expect(await figures(1)).toEqual({
      quantity: 1,
      unit_price_minor: 2500,
      percent_off: 0,
      discount_per_credit_minor: 0,
      cost_per_credit_minor: 2500,
      subtotal_minor: 2500,
      discount_minor: 0,
      total_minor: 2500,
      currency: 'EUR',
    });
    expect(await figures(10)).toMatchObject({ percent_off: 5, cost_per_credit_minor: 2375, total_minor: 23750 });
    expect(await figures(49)).toMatchObject({ percent_off: 10, cost_per_credit_minor: 2250, discount_minor: 12250 });
    expect(await figures(100)).toMatchObject({ percent_off: 20, subtotal_minor: 250000, total_minor: 200000 });
  });

  it('refuses a quantity that is not an integer of 1 to 10000', async () => {
    for (const quantity of [0, -3, 10_001, 1.5, 'ten', null]) {
      const res = await preview(quantity);
      expect(res.statusCode, String(quantity)).toBe(422);
    }
    expect((await preview(0)).json().errors.quantity).toEqual([MESSAGES.invalid]);
  });

  it('prices in each site’s own currency', async () => {
    const token = await t.login('owner@globex.test');
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/credit/purchase/preview',
      token,
      scope: { sid: ids.site('globex/talent') },
      payload: { quantity: 25 },
    });
    expect(res.json().data).toMatchObject({ currency: 'USD', total_minor: 56250 });
  });
});

describe('discount tiers', () => {
  it('lists the seeded tiers to an employer member', async () => {
    const token = await t.login('staff@acme.test');
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/discount-tiers',
      token,
      scope: { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((tier: { min_quantity: number; percent_off: number }) => [tier.min_quantity, tier.percent_off]),
    ).toEqual([
      [10, 5],
      [25, 10],
      [50, 15],
      [100, 20],
    ]);
  });

  it('refuses overlapping, non-increasing and out-of-range tiers with 422 naming the row', async () => {
    const duplicate = await putTiers([
      { min_quantity: 10, percent_off: 5 },
      { min_quantity: 10, percent_off: 7 },
    ]);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ 'tiers.1.min_quantity': [MESSAGES.tierDuplicate] });

    const falling = await putTiers([
      { min_quantity: 50, percent_off: 10 },
      { min_quantity: 10, percent_off: 12 },
    ]);
    expect(falling.json().errors).toEqual({ 'tiers.0.percent_off': [MESSAGES.tierNotIncreasing] });

    const equal = await putTiers([
      { min_quantity: 10, percent_off: 10 },
      { min_quantity: 20, percent_off: 10 },
    ]);
    expect(equal.json().errors).toEqual({ 'tiers.1.percent_off': [MESSAGES.tierNotIncreasing] });

    for (const tier of [
      { min_quantity: 10, percent_off: 0 },
      { min_quantity: 10, percent_off: 101 },
      { min_quantity: 1, percent_off: 5 },
      { min_quantity: 10_001, percent_off: 5 },
      { min_quantity: 10, percent_off: 2.5 },
    ]) {
      const res = await putTiers([tier]);
      expect(res.statusCode, JSON.stringify(tier)).toBe(422);
    }
    const tooMany = await putTiers(Array.from({ length: 21 }, (_, i) => ({ min_quantity: i + 2, percent_off: i + 1 })));
    expect(tooMany.statusCode).toBe(422);
  });

  it('replaces the whole set, and the preview follows at once', async () => {
    const res = await putTiers([
      { min_quantity: 20, percent_off: 15 },
      { min_quantity: 5, percent_off: 3 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((tier: { min_quantity: number }) => tier.min_quantity)).toEqual([5, 20]);
    expect((await preview(25)).json().data).toMatchObject({ percent_off: 15, cost_per_credit_minor: 2125 });
    expect((await preview(100)).json().data).toMatchObject({ percent_off: 15 });
    const none = await putTiers([]);
    expect(none.json().data).toEqual([]);
    expect((await preview(100)).json().data).toMatchObject({ percent_off: 0, total_minor: 250000 });
  });
});

describe('the site credit pricing', () => {
  it('reads the unit price, currency, presets and tiers', async () => {
    const token = await t.login('owner@acme.test');
    const scope = { sid: ids.site('acme/jobs') };
    const res = await t.request({ method: 'GET', url: '/portal/v1/site/credit-pricing', token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ unit_price_minor: 2500, currency: 'EUR', presets: [5, 10, 25, 50, 100] });
    expect(res.json().data.tiers).toHaveLength(4);
  });

  it('saves a new price, currency and presets (sorted), and refuses bad ones', async () => {
    const { token, scope } = await admin();
    const save = (payload: object) =>
      t.request({ method: 'PUT', url: '/portal/v1/site/credit-pricing', token, scope, payload });
    const ok = await save({ unit_price_minor: 1999, currency: 'gbp', presets: [20, 5, 10] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ unit_price_minor: 1999, currency: 'GBP', presets: [5, 10, 20] });
    for (const payload of [
      { unit_price_minor: -1, currency: 'EUR', presets: [5] },
      { unit_price_minor: 10_000_001, currency: 'EUR', presets: [5] },
      { unit_price_minor: 100, currency: 'EURO', presets: [5] },
      { unit_price_minor: 100, currency: 'EUR', presets: [] },
      { unit_price_minor: 100, currency: 'EUR', presets: [5, 5] },
      { unit_price_minor: 100, currency: 'EUR', presets: [0] },
    ]) {
      expect((await save(payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    await save({ unit_price_minor: 2500, currency: 'EUR', presets: [5, 10, 25, 50, 100] });
  });
});

describe('a purchase that costs nothing', () => {
  it('is settled at once, without a provider, when a tier takes 100 % off', async () => {
    const token = await t.login('owner@acme.test');
    const scope = { sid: ids.site('acme/jobs'), empid: ids.employer('Northwind Traders') };
    const tiers = await t.request({
      method: 'PUT',
      url: '/portal/v1/credit/discount-tiers',
      token,
      scope: { sid: ids.site('acme/jobs') },
      payload: { tiers: [{ min_quantity: 1000, percent_off: 100 }] },
    });
    expect(tiers.statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token,
      scope,
      headers: { 'idempotency-key': randomUUID() },
      payload: { quantity: 1000 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.purchase).toMatchObject({ status: 'paid', provider: 'free', total_minor: 0 });
    expect(res.json().data.checkout_url).toMatch(/\/acme\/jobs\/credit-system\/payment-success\?purchase=/);
    const balance = await t.request({ method: 'GET', url: '/portal/v1/credit/balance', token, scope });
    expect(balance.json().data.balance).toBe(1000);
  });
});

describe('GET /portal/v1/site/dashboard', () => {
  it('adds credits sold and revenue for staff, and not for employer members', async () => {
    const owner = await t.login('owner@acme.test');
    const staff = await t.request({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token: owner,
      scope: { sid: ids.site('acme/jobs') },
    });
    expect(staff.json().data.credit_sales).toEqual({
      credits_sold: 1000,
      revenue_minor: 0,
      test_revenue_minor: 0,
      currency: 'EUR',
    });
    const member = await t.request({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token: await t.login('employer@acme.test'),
      scope: { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') },
    });
    expect(member.json().data).not.toHaveProperty('credit_sales');
  });
});
