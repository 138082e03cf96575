import { randomUUID } from 'node:crypto';
import { CREDITS_PER_POST, type JobStatus, type PublishResult } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { recordAudit } from '../audit/index.js';
import { actorOf, createPurchase, spendCredits, type PaidPurchase } from '../credits/index.js';
import type { ProductRow } from '../products/index.js';
import { advertPeriod } from './advert-dates.js';
import { notifyJobOnHold } from './going-live.js';
import { moveJob, recordJobStatusChange, type JobRow } from './lifecycle-repository.js';
import { findPaidJob, jobStatusNow, linkJobPayment } from './payment-repository.js';

/** A purchase that ended unpaid: publishing again needs a purchase of its own. */
const ENDED_UNPAID: ReadonlySet<string> = new Set(['failed', 'canceled']);

/**
 * Publishing by direct payment (decision 0057): the post's one credit is bought at the product's own
 * price (`priceOfPost`, decision 0068) through the provider's checkout, tied to the job, and the payer returns to the job's page. The job stays a
 * draft until the payment settles (`publishPaidJob`). Publishing again with the same product
 * returns to the same checkout while it can still be paid.
 */
export async function payForJob(
  ctx: ResourceContext,
  job: JobRow,
  product: ProductRow,
  to: JobStatus,
  returnBase: string,
): Promise<PublishResult> {
  const { deps, reach, user } = ctx;
  const actor = await actorOf(deps.db, user);
  const tie = { job_id: job.id, product_id: product.id, product_name: product.name, to_status: to };
  const bought = { credits: CREDITS_PER_POST, duration_days: product.duration_days };
  const purchase = (idempotencyKey: string) =>
    createPurchase(deps, reach, job.employer_id, actor, {
      quantity: CREDITS_PER_POST,
      productPriceMinor: product.price_minor,
      idempotencyKey,
      returnBase,
      returnPath: `jobs/${job.uuid}`,
      link: (db, purchaseId) => linkJobPayment(db, { purchase_id: purchaseId, ...tie, ...bought }),
    });
  let result = await purchase(`job:${job.uuid}:${product.uuid}`);
  if (ENDED_UNPAID.has(result.purchase.status)) result = await purchase(`job:${job.uuid}:${randomUUID()}`);
  // A purchase that cost nothing is settled at once, and the job with it.
  const status = (await jobStatusNow(deps.db, job.id)) ?? job.status;
  return { status, checkout_url: result.checkout_url, balance: null };
}

/**
 * What paying means for a job (registered with credits at start-up): inside the settling
 * transaction, after the credits are added, the job is published with them exactly as `credit`
 * would — once, since the move is conditional on `draft`. A job that can no longer be published
 * (published meanwhile, employer not active, advert dates past) leaves the credits on the
 * employer's balance, and the audit says why.
 */
export async function publishPaidJob(tx: Db, purchase: PaidPurchase): Promise<void> {
  const found = await findPaidJob(tx, purchase.id);
  if (!found) return;
  const { job, employer, payment } = found;
  const event = { siteId: job.site_id, actorId: purchase.user_id, subject: 'job', subjectId: job.uuid };
  const keep = (why: string) =>
    recordAudit(tx, { ...event, action: 'payment_kept_as_credits', details: { purchase: purchase.uuid, why } });
  if (job.status !== 'draft') return keep('not_a_draft');
  if (employer.status !== 'active') return keep('employer_not_active');
  let period: ReturnType<typeof advertPeriod>;
  try {
    period = advertPeriod(job, payment.duration_days);
  } catch {
    return keep('advert_dates');
  }
  const to = payment.to_status;
  try {
    // A savepoint: whatever refuses the posting leaves the purchase paid and its credits kept.
    await tx.transaction(async (sp) => {
      const values = { ...period, product_id: payment.product_id, published_at: new Date() };
      if (!(await moveJob(sp, job, 'draft', to, { ...values, updated_by: purchase.user_id }))) {
        throw new HttpError(409, 'not_a_draft');
      }
      const actor = { userId: purchase.user_id, impersonatorId: purchase.impersonator_id };
      const reason = `${payment.product_name}: ${job.title}`;
      const posting = { siteId: job.site_id, employerId: job.employer_id, jobUuid: job.uuid, actor };
      await spendCredits(sp, { ...posting, amount: payment.credits, reason });
      const change = { job_id: job.id, from_status: 'draft' as const, to_status: to, action: 'publish' };
      await recordJobStatusChange(sp, {
        ...change,
        changed_by: purchase.user_id,
        impersonator_id: purchase.impersonator_id,
      });
      const details = { pay_with: 'payment', purchase: purchase.uuid, credits: payment.credits, status: to };
      await recordAudit(sp, { ...event, action: 'published', details });
      if (to === 'on_hold') await notifyJobOnHold(sp, job.site_id, job, employer);
    });
  } catch (error) {
    if (error instanceof HttpError) return keep(error.message);
    throw error;
  }
}
