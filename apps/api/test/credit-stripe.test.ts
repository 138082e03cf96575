import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { creditLedger, creditPurchases } from '../src/db/schema/index.js';
import { settlePurchase } from '../src/modules/credits/purchase-service.js';
import { balanceAndLedgerSum, freePort, purchaseRow } from './credit-helper.js';
import { useTestApp } from './helper.js';

/** A stand-in for Stripe's API: answers Checkout Session creation and keeps what it was sent. */
const stripeApi = { requests: [] as { path: string; body: URLSearchParams; idempotencyKey: string }[], sessions: 0 };
const apiPort = await freePort();
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const body = new URLSearchParams(raw);
    stripeApi.requests.push({
      path: req.url ?? '',
      body,
      idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    });
    stripeApi.sessions += 1;
    const id = `cs_test_${stripeApi.sessions}`;
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${stripeApi.sessions}` });
    res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }));
  });
});
await new Promise<void>((resolve) => server.listen(apiPort, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_testsecret123';
const t = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_portal123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: `http://127.0.0.1:${apiPort}`,
});
const ids = t.ids;

async function buy(quantity: number) {
  const token = await t.login('employer@acme.test');
  const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
  const res = await t.request({
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    token,
    scope,
    headers: { 'idempotency-key': randomUUID() },
    payload: { quantity },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { purchase: { uuid: string }; checkout_url: string };
}

/** A Checkout Session event as Stripe sends it, signed with its own test helper. */
function stripeEvent(type: string, session: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request({
    method: 'POST',
    url: '/portal/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

describe('purchases through Stripe Checkout', () => {
  it('opens a Checkout Session priced in minor units, with the purchase as its reference', async () => {
    const { purchase, checkout_url } = await buy(25);
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = stripeApi.requests.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.idempotencyKey).toBe(`credit-purchase-${purchase.uuid}`);
    const body = sent?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('client_reference_id')).toBe(purchase.uuid);
    expect(body?.get('line_items[0][quantity]')).toBe('25');
    expect(body?.get('line_items[0][price_data][unit_amount]')).toBe('2250');
    expect(body?.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(body?.get('success_url')).toBe(
      `http://localhost:3000/acme/careers/credit-system/payment-success?purchase=${purchase.uuid}`,
    );
    expect(body?.get('cancel_url')).toBe('http://localhost:3000/acme/careers/credit-system/create');
    expect((await purchaseRow(t, purchase.uuid)).provider).toBe('stripe');
  });

  it('settles on a signed checkout.session.completed, once however often it arrives', async () => {
    const employerId = ids.employer('Acme Bakery');
    const before = await balanceAndLedgerSum(t, employerId);
    const { purchase } = await buy(10);
    const row = await purchaseRow(t, purchase.uuid);
    const session = { id: row.provider_ref, client_reference_id: purchase.uuid, payment_status: 'paid' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stripeEvent('checkout.session.completed', session)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await stripeEvent('checkout.session.completed', session)).statusCode).toBe(200);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('paid');
    expect(await t.deps.db.select().from(creditLedger).where(eq(creditLedger.purchase_id, row.id))).toHaveLength(1);
    expect(await balanceAndLedgerSum(t, employerId)).toEqual({
      balance: before.balance + 10,
      sum: before.sum + 10,
      entries: before.entries + 1,
    });
  });

  it('waits for a delayed payment, then settles on async_payment_succeeded', async () => {
    const { purchase } = await buy(2);
    const row = await purchaseRow(t, purchase.uuid);
    const session = { id: row.provider_ref, client_reference_id: purchase.uuid, payment_status: 'unpaid' };
    expect((await stripeEvent('checkout.session.completed', session)).statusCode).toBe(200);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
    expect((await stripeEvent('checkout.session.async_payment_succeeded', session)).statusCode).toBe(200);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('paid');
  });

  it('fails an expired session, and never credits it', async () => {
    const employerId = ids.employer('Acme Bakery');
    const { purchase } = await buy(3);
    const row = await purchaseRow(t, purchase.uuid);
    const before = await balanceAndLedgerSum(t, employerId);
    const session = { id: row.provider_ref, client_reference_id: purchase.uuid, payment_status: 'unpaid' };
    expect((await stripeEvent('checkout.session.expired', session)).statusCode).toBe(200);
    const failed = await purchaseRow(t, purchase.uuid);
    expect([failed.status, failed.failure_message]).toEqual(['failed', MESSAGES.paymentExpired]);
    await stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid' });
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('failed');
    expect(await balanceAndLedgerSum(t, employerId)).toEqual(before);
  });

  it('refuses an event signed with another secret, or not signed, with 400', async () => {
    const { purchase } = await buy(4);
    const row = await purchaseRow(t, purchase.uuid);
    const session = { id: row.provider_ref, client_reference_id: purchase.uuid, payment_status: 'paid' };
    const forged = await stripeEvent('checkout.session.completed', session, 'whsec_someoneelse');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: session } }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
  });

  it('acknowledges events it does not track, and a session of no purchase of ours', async () => {
    expect((await stripeEvent('customer.created', { id: 'cus_1' })).statusCode).toBe(200);
    const stranger = { id: 'cs_test_unknown', client_reference_id: randomUUID(), payment_status: 'paid' };
    expect((await stripeEvent('checkout.session.completed', stranger)).statusCode).toBe(200);
  });

  it('turns the sandbox off: its checkout and webhook are 404', async () => {
    expect((await t.request({ method: 'GET', url: '/portal/payments/sandbox/checkout/sbx_x' })).statusCode).toBe(404);
    const webhook = await t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('never settles a sandbox purchase, even when a Stripe event names its reference', async () => {
    const employerId = ids.employer('Acme Bakery');
    const { purchase } = await buy(7);
    const row = await purchaseRow(t, purchase.uuid);
    await t.deps.db
      .update(creditPurchases)
      .set({ provider: 'sandbox', provider_ref: 'sbx_taken_by_sandbox' })
      .where(eq(creditPurchases.id, row.id));
    const before = await balanceAndLedgerSum(t, employerId);
    const session = { id: 'sbx_taken_by_sandbox', client_reference_id: purchase.uuid, payment_status: 'paid' };

    expect((await stripeEvent('checkout.session.completed', session)).statusCode).toBe(200);
    expect(await settlePurchase(t.deps.db, { id: row.id, provider: 'stripe' })).toBe(false);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
    expect(await balanceAndLedgerSum(t, employerId)).toEqual(before);
  });
});
