import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { creditLedger, creditPurchases } from '../src/db/schema/index.js';
import { sweep } from '../src/jobs/sweep.js';
import { signSandboxEvent } from '../src/modules/payments/sandbox-signature.js';
import { balanceAndLedgerSum, freePort, pathOf, purchaseRow, waitFor } from './credit-helper.js';
import { useTestApp } from './helper.js';

// The sandbox's queued webhook is a real HTTP call to PUBLIC_URL: the app listens on it.
const port = await freePort();
const t = useTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { worker: true });
const ids = t.ids;
beforeAll(async () => {
  await t.app.listen({ port, host: '127.0.0.1' });
});

const SECRET = 'sandbox-webhook-secret-for-development';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function buyer() {
  const token = await t.login('employer@acme.test');
  const employerId = ids.employer('Acme Bakery');
  return { token, employerId, scope: { sid: ids.site('acme/careers'), empid: employerId } };
}

async function buy(quantity: number, key: string = randomUUID()) {
  const { token, scope } = await buyer();
  return t.request({
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    token,
    scope,
    headers: { 'idempotency-key': key },
    payload: { quantity },
  });
}

async function statusOf(uuid: string) {
  const { token, scope } = await buyer();
  const res = await t.request({ method: 'GET', url: `/portal/v1/credit/purchases/${uuid}`, token, scope });
  return res.json().data as { purchase: { status: string; failure_message: string | null }; balance: number };
}

const settled = (uuid: string) =>
  waitFor(async () => {
    const data = await statusOf(uuid);
    return data.purchase.status !== 'pending' && data;
  });

/** A webhook as the sandbox's delivery sends it, signed (or not) as told. */
function webhook(event: object, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(event);
  const signature =
    opts.signature === undefined ? signSandboxEvent(opts.secret ?? SECRET, body, opts.timestamp) : opts.signature;
  return t.request({
    method: 'POST',
    url: '/portal/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'sandbox-signature': signature }) },
    payload: body,
  });
}

const paidEvent = (ref: string, purchaseUuid: string) => ({
  id: `evt_${randomUUID()}`,
  type: 'payment.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { ref, purchase_uuid: purchaseUuid },
});

describe('a sandbox purchase, end to end', () => {
  it('prices on the server, pays with the success card, and credits the employer once the webhook arrives', async () => {
    const { employerId } = await buyer();
    const before = await balanceAndLedgerSum(t, employerId);

    const created = await buy(25);
    expect(created.statusCode).toBe(201);
    const { purchase, checkout_url } = created.json().data;
    expect(purchase).toMatchObject({
      status: 'pending',
      quantity: 25,
      unit_price_minor: 2500,
      percent_off: 10,
      cost_per_credit_minor: 2250,
      subtotal_minor: 62500,
      discount_minor: 6250,
      total_minor: 56250,
      currency: 'EUR',
      provider: 'sandbox',
      employer: { id: employerId, name: 'Acme Bakery' },
    });
    expect(checkout_url).toMatch(new RegExp(`^http://localhost:${port}/portal/payments/sandbox/checkout/sbx_`));

    const page = await t.request({ method: 'GET', url: pathOf(checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('€562.50');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/);

    const paid = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=4242+4242+4242+4242',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:${port}/acme/careers/credit-system/payment-success?purchase=${purchase.uuid}`,
    );

    const done = await settled(purchase.uuid);
    expect(done.purchase.status).toBe('paid');
    expect(done.balance).toBe(before.balance + 25);
    const after = await balanceAndLedgerSum(t, employerId);
    expect(after).toEqual({ balance: before.balance + 25, sum: before.sum + 25, entries: before.entries + 1 });

    const { token, scope } = await buyer();
    const ledger = await t.request({ method: 'GET', url: '/portal/v1/credit/ledgers', token, scope });
    expect(ledger.json().data[0]).toMatchObject({
      kind: 'purchase',
      delta: 25,
      balance_after: before.balance + 25,
      user: { name: 'Eli Employer' },
      impersonator: null,
    });

    const again = await t.request({ method: 'GET', url: pathOf(checkout_url) });
    expect(again.body).toContain('This payment is complete.');

    const dashboard = await t.request({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token: await t.login('admin@acme.test'),
      scope: { sid: ids.site('acme/careers') },
    });
    expect(dashboard.json().data.credit_sales).toEqual({ credits_sold: 25, revenue_minor: 56250, currency: 'EUR' });
  });

  it('answers a retry with the same Idempotency-Key with the first purchase, not a second one', async () => {
    const key = randomUUID();
    const first = await buy(10, key);
    const [second, third] = await Promise.all([buy(10, key), buy(10, key)]);
    expect(first.statusCode).toBe(201);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(second.json().data.purchase.uuid).toBe(first.json().data.purchase.uuid);
    expect(third.json().data.checkout_url).toBe(first.json().data.checkout_url);
  });

  it('refuses the same key for another quantity, and a purchase without a key', async () => {
    const key = randomUUID();
    await buy(10, key);
    const other = await buy(11, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['idempotency-key']).toEqual([MESSAGES.idempotencyKeyReused]);

    const { token, scope } = await buyer();
    const missing = await t.request({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token,
      scope,
      payload: { quantity: 5 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('idempotency-key');
  });

  it('refuses a quantity outside 1..10000 with "This value is invalid."', async () => {
    for (const quantity of [0, 10_001, 2.5]) {
      const res = await buy(quantity);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.quantity).toEqual([MESSAGES.invalid]);
    }
  });

  it('shows a declined card on the checkout page, fails the purchase and credits nothing', async () => {
    const { employerId } = await buyer();
    const before = await balanceAndLedgerSum(t, employerId);
    const { purchase, checkout_url } = (await buy(10)).json().data;
    const declined = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=4000000000000002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(MESSAGES.paymentDeclined);
    expect(declined.body).toContain('Back to the portal');

    const done = await settled(purchase.uuid);
    expect(done.purchase).toMatchObject({ status: 'failed', failure_message: MESSAGES.paymentDeclined });
    expect(await balanceAndLedgerSum(t, employerId)).toEqual(before);
  });

  it('asks to confirm a payment with the 3220 card, then pays on the second submit', async () => {
    const { purchase, checkout_url } = (await buy(5)).json().data;
    const first = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=4000000000003220',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Confirm this payment');
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');

    const second = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=4000000000003220&step=confirm',
    });
    expect(second.statusCode).toBe(303);
    expect((await settled(purchase.uuid)).purchase.status).toBe('paid');
  });

  it('refuses a number that is not a test card, changing nothing', async () => {
    const { purchase, checkout_url } = (await buy(5)).json().data;
    const res = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=1234',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('not a sandbox test card');
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
  });

  it('serves the checkout and webhooks outside the API’s checks: no enterprise key, no sign-in', async () => {
    const payments = t.routes.filter((route) => route.url.startsWith('/portal/payments/'));
    expect(payments.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /portal/payments/sandbox/checkout/:ref',
      'HEAD /portal/payments/sandbox/checkout/:ref',
      'POST /portal/payments/sandbox/checkout/:ref',
      'POST /portal/payments/webhooks/sandbox',
      'POST /portal/payments/webhooks/stripe',
    ]);
    expect(payments.every((route) => route.config.api === undefined)).toBe(true);
    const bare = await t.app.inject({ method: 'GET', url: '/portal/payments/sandbox/checkout/sbx_none' });
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
  });

  it('cancels a sandbox checkout left unpaid for a day, and no longer takes a card for it', async () => {
    const { purchase, checkout_url } = (await buy(6)).json().data;
    await t.deps.db
      .update(creditPurchases)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(creditPurchases.uuid, purchase.uuid));
    await sweep(t.deps);
    expect(await purchaseRow(t, purchase.uuid)).toMatchObject({
      status: 'canceled',
      failure_message: MESSAGES.paymentExpired,
    });
    const late = await t.request({
      method: 'POST',
      url: pathOf(checkout_url),
      headers: form,
      payload: 'card_number=4242424242424242',
    });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain(MESSAGES.paymentExpired);
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/payments/sandbox/checkout/sbx_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
  });
});

describe('POST /portal/payments/webhooks/sandbox', () => {
  it('credits once when the same event is delivered 10 times, concurrently and again after', async () => {
    const { employerId } = await buyer();
    const before = await balanceAndLedgerSum(t, employerId);
    const { purchase } = (await buy(12)).json().data;
    const row = await purchaseRow(t, purchase.uuid);
    const event = paidEvent(row.provider_ref ?? '', purchase.uuid);

    const concurrent = await Promise.all(Array.from({ length: 7 }, () => webhook(event)));
    const replays = [];
    for (let i = 0; i < 3; i++) replays.push(await webhook(event));
    expect([...concurrent, ...replays].map((res) => res.statusCode)).toEqual(Array(10).fill(200));

    const entries = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.purchase_id, row.id));
    expect(entries).toHaveLength(1);
    expect(await balanceAndLedgerSum(t, employerId)).toEqual({
      balance: before.balance + 12,
      sum: before.sum + 12,
      entries: before.entries + 1,
    });
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('paid');
  });

  it('never turns a paid purchase back into a failed one (an out-of-order event)', async () => {
    const { purchase } = (await buy(3)).json().data;
    const row = await purchaseRow(t, purchase.uuid);
    expect((await webhook(paidEvent(row.provider_ref ?? '', purchase.uuid))).statusCode).toBe(200);
    const failed = { ...paidEvent(row.provider_ref ?? '', purchase.uuid), type: 'payment.failed' };
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('paid');
  });

  it('refuses a bad, missing or stale signature with 400 and credits nothing', async () => {
    const { employerId } = await buyer();
    const { purchase } = (await buy(4)).json().data;
    const row = await purchaseRow(t, purchase.uuid);
    const before = await balanceAndLedgerSum(t, employerId);
    const event = paidEvent(row.provider_ref ?? '', purchase.uuid);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const answers = [
      await webhook(event, { secret: 'another-secret-of-some-length' }),
      await webhook(event, { signature: null }),
      await webhook(event, { signature: 't=1,v1=abc' }),
      await webhook(event, { timestamp: stale }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400]);

    // A body changed after signing: the signature no longer matches.
    const body = JSON.stringify(event);
    const tampered = await t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxEvent(SECRET, body) },
      payload: body.replace('"payment.succeeded"', '"payment.succeeded" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await balanceAndLedgerSum(t, employerId)).toEqual(before);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
  });

  it('acknowledges an event for an unknown purchase and changes nothing', async () => {
    const res = await webhook(paidEvent('sbx_unknown', randomUUID()));
    expect(res.statusCode).toBe(200);
  });

  it('is not a Stripe endpoint: the Stripe webhook is 404 while the sandbox is the provider', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
