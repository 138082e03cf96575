import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  creditLedger,
  creditPurchases,
  jobPayments,
  jobs,
  jobStatusHistory,
} from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { insertJob, jobCallers, productOf, setBalance, statusOf } from './jobs-lifecycle-helper.js';
import { sandboxPurchases } from './sandbox-purchase-helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const bakery = () => t.ids.employer('Acme Bakery');
const { bakeryAdmin } = jobCallers(t);
const { webhook, paidEvent } = sandboxPurchases(t);

const publish = async (uuid: string, payload: object) =>
  t.request({ method: 'POST', url: `/portal/v1/jobs/${uuid}/publish`, ...(await bakeryAdmin()), payload });

/** The purchases paying for a job, oldest first. */
async function purchasesOf(uuid: string) {
  return t.deps.db
    .select({ purchase: creditPurchases })
    .from(jobPayments)
    .innerJoin(jobs, eq(jobs.id, jobPayments.job_id))
    .innerJoin(creditPurchases, eq(creditPurchases.id, jobPayments.purchase_id))
    .where(eq(jobs.uuid, uuid))
    .orderBy(creditPurchases.id)
    .then((rows) => rows.map((row) => row.purchase));
}
const paid = (purchase: { provider_ref: string | null; uuid: string } | undefined) =>
  webhook(paidEvent(purchase?.provider_ref ?? '', purchase?.uuid ?? ''));
/** The one purchase (or the first) paying for a job. */
async function purchaseOf(uuid: string) {
  const [purchase] = await purchasesOf(uuid);
  if (!purchase) throw new Error(`no purchase pays for ${uuid}`);
  return purchase;
}
const ledgerKinds = async (purchaseId: number, jobUuid: string) => {
  const byPurchase = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.purchase_id, purchaseId));
  const byJob = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.job_uuid, jobUuid));
  return [...byPurchase, ...byJob].map((entry) => [entry.kind, entry.delta]);
};

describe('publishing a job by direct payment (decision 0057)', () => {
  it('opens one checkout for the product’s credits, and publishes the job once when the payment settles', async () => {
    const featured = await productOf(t, careers(), 'Featured job advert');
    await setBalance(t, careers(), bakery(), 0);
    const uuid = await insertJob(t, careers(), bakery(), 'draft', { title: 'Paid Baker' });

    const first = await publish(uuid, { product: featured.uuid, pay_with: 'payment' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ status: 'draft', checkout_url: expect.any(String), balance: null });
    // Publishing again before paying returns to the same checkout: one purchase for the job.
    const again = await publish(uuid, { product: featured.uuid, pay_with: 'payment' });
    expect(again.json().data.checkout_url).toBe(first.json().data.checkout_url);
    expect(await purchasesOf(uuid)).toHaveLength(1);
    const purchase = await purchaseOf(uuid);
    expect(purchase).toMatchObject({ quantity: featured.credit_cost, status: 'pending', return_path: `jobs/${uuid}` });
    expect(await statusOf(t, uuid)).toBe('draft');

    // The provider confirms three times: the job goes live once, paid by the credits just bought.
    for (let i = 0; i < 3; i++) expect((await paid(purchase)).statusCode).toBe(200);
    expect(await statusOf(t, uuid)).toBe('live');
    expect(await ledgerKinds(purchase.id, uuid)).toEqual([
      ['purchase', featured.credit_cost],
      ['spend', -featured.credit_cost],
    ]);
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.uuid, uuid));
    expect(job).toMatchObject({ product_id: featured.id, advert_start_date: expect.any(String) });
    const history = await t.deps.db
      .select()
      .from(jobStatusHistory)
      .where(eq(jobStatusHistory.job_id, job?.id ?? 0));
    expect(history.map((row) => [row.from_status, row.to_status, row.action])).toEqual([['draft', 'live', 'publish']]);
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, uuid), eq(auditEvents.action, 'published')));
    expect(audit.map((row) => row.details)).toEqual([expect.objectContaining({ pay_with: 'payment' })]);
  });

  it('charges exactly the price the product shows, whatever the credit price and tiers (decision 0068)', async () => {
    const actions = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/credit-actions',
      ...(await bakeryAdmin()),
    });
    const shown = actions.json().data as { uuid: string; price_minor: number; currency: string; credits: number }[];
    expect(shown.length).toBeGreaterThan(1);
    for (const product of shown) {
      const uuid = await insertJob(t, careers(), bakery(), 'draft', { title: `Priced ${product.uuid}` });
      expect((await publish(uuid, { product: product.uuid, pay_with: 'payment' })).statusCode).toBe(200);
      const purchase = await purchaseOf(uuid);
      expect(purchase).toMatchObject({ quantity: 1, total_minor: product.price_minor, currency: product.currency });
      expect(product.credits).toBe(1);
    }
  });

  it('keeps the credits on the balance when the job was published another way before the payment settled', async () => {
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), standard.credit_cost);
    const uuid = await insertJob(t, careers(), bakery(), 'draft');
    await publish(uuid, { product: standard.uuid, pay_with: 'payment' });
    const published = await publish(uuid, { product: standard.uuid, pay_with: 'credit' });
    expect(published.json().data).toMatchObject({ status: 'live', balance: 0 });

    const purchase = await purchaseOf(uuid);
    expect((await paid(purchase)).statusCode).toBe(200);
    expect(await ledgerKinds(purchase.id, uuid)).toEqual([
      ['purchase', standard.credit_cost],
      ['spend', -standard.credit_cost],
    ]);
    const kept = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, uuid), eq(auditEvents.action, 'payment_kept_as_credits')));
    expect(kept).toHaveLength(1);
    expect(await statusOf(t, uuid)).toBe('live');
  });

  it('leaves the job a draft when the payment fails, and a new attempt opens a new checkout', async () => {
    const standard = await productOf(t, careers());
    const uuid = await insertJob(t, careers(), bakery(), 'draft');
    const first = (await publish(uuid, { product: standard.uuid, pay_with: 'payment' })).json().data.checkout_url;
    const purchase = await purchaseOf(uuid);
    const failed = { ...paidEvent(purchase.provider_ref ?? '', purchase.uuid), type: 'payment.failed' };
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await statusOf(t, uuid)).toBe('draft');

    const retry = await publish(uuid, { product: standard.uuid, pay_with: 'payment' });
    expect(retry.json().data.checkout_url).not.toBe(first);
    expect((await purchasesOf(uuid)).map((row) => row.status)).toEqual(['failed', 'pending']);
  });

  it('refuses another tenant’s job (404) and an incomplete draft (422) before opening any checkout', async () => {
    const standard = await productOf(t, careers());
    const foreign = await insertJob(t, t.ids.site('globex/talent'), t.ids.employer('Globex Manufacturing'), 'draft');
    expect((await publish(foreign, { product: standard.uuid, pay_with: 'payment' })).statusCode).toBe(404);
    const bare = await insertJob(t, careers(), bakery(), 'draft', { description: null });
    expect((await publish(bare, { product: standard.uuid, pay_with: 'payment' })).statusCode).toBe(422);
    expect([...(await purchasesOf(foreign)), ...(await purchasesOf(bare))]).toEqual([]);
  });
});
