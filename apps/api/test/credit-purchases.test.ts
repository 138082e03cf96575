import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { creditPurchases } from '../src/db/schema/index.js';
import { sweep } from '../src/workers/sweep.js';
import { balanceAndLedgerSum, freePort, pathOf, purchaseRow } from './credit-helper.js';
import { useTestApp } from './helper.js';
import { sandboxPurchases } from './sandbox-purchase-helper.js';

// The sandbox's queued webhook is a real HTTP call to PUBLIC_URL: the app listens on it.
const port = await freePort();
const t = useTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { worker: true });
const ids = t.ids;
const { form, buyer, buy, settled } = sandboxPurchases(t);
beforeAll(async () => {
  await t.app.listen({ port, host: '127.0.0.1' });
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
    expect(dashboard.json().data.credit_sales).toEqual({
      credits_sold: 25,
      revenue_minor: 0,
      test_revenue_minor: 56250,
      currency: 'EUR',
    });
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

describe('a paid purchase in the audit log (decision 0095)', () => {
  it('is recorded once settled, by its buyer, whoever delivered the payment', async () => {
    const created = await buy(3);
    expect(created.statusCode).toBe(201);
    const { purchase, checkout_url } = created.json().data;
    const pay = { method: 'POST' as const, url: pathOf(checkout_url), headers: form };
    expect((await t.request({ ...pay, payload: 'card_number=4242+4242+4242+4242' })).statusCode).toBe(303);
    expect((await settled(purchase.uuid)).purchase.status).toBe('paid');
    const owner = await t.login('owner@acme.test');
    const audit = await t.request({
      method: 'GET',
      url: '/portal/v1/audit?filter[subject]=credits&filter[action]=purchased',
      token: owner,
      scope: { sid: ids.site('acme/careers') },
    });
    const rows = audit
      .json()
      .data.filter((e: { details: { purchase?: string } }) => e.details.purchase === purchase.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject_id: String(ids.employer('Acme Bakery')),
      actor: { name: 'Eli Employer', impersonator: null },
      details: { quantity: 3 },
    });
  });
});
