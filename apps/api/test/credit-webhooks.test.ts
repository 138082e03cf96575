import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases } from '../src/db/schema/index.js';
import { settlePurchase } from '../src/modules/credits/purchase-service.js';
import { signSandboxEvent } from '../src/modules/payments/sandbox-signature.js';
import { balanceAndLedgerSum, purchaseRow } from './credit-helper.js';
import { useTestApp } from './helper.js';
import { SANDBOX_SECRET, sandboxPurchases } from './sandbox-purchase-helper.js';

const t = useTestApp();
const { buyer, buy, webhook, paidEvent } = sandboxPurchases(t);

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
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxEvent(SANDBOX_SECRET, body) },
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

  it('never settles a purchase Stripe took, even when a sandbox event names its reference', async () => {
    const { employerId } = await buyer();
    const { purchase } = (await buy(6)).json().data;
    const row = await purchaseRow(t, purchase.uuid);
    await t.deps.db
      .update(creditPurchases)
      .set({ provider: 'stripe', provider_ref: 'cs_test_taken_by_stripe' })
      .where(eq(creditPurchases.id, row.id));
    const before = await balanceAndLedgerSum(t, employerId);

    expect((await webhook(paidEvent('cs_test_taken_by_stripe', purchase.uuid))).statusCode).toBe(200);
    // The settlement itself matches the provider too, whatever finds the purchase.
    expect(await settlePurchase(t.deps.db, { id: row.id, provider: 'sandbox' })).toBe(false);
    expect((await purchaseRow(t, purchase.uuid)).status).toBe('pending');
    expect(await balanceAndLedgerSum(t, employerId)).toEqual(before);
  });
});
