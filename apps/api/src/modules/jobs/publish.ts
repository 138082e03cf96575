import {
  can,
  CREDITS_PER_POST,
  jobStepIssues,
  MESSAGES,
  type JobStatus,
  type PublishJob,
  type PublishResult,
} from '@portal/contract';
import { conflict, forbidden, invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { actorOf, recordWaivedPosting, spendCredits } from '../credits/index.js';
import { findActiveProduct } from '../products/index.js';
import { jobsGoOnHold } from '../settings/index.js';
import { advertPeriodInto } from './advert-dates.js';
import { payForJob } from './direct-payment.js';
import { jobToSubmit, notifyJobOnHold } from './going-live.js';
import * as repo from './lifecycle-repository.js';

const audit = auditFor('job');

/** Staff who moderate jobs (`jobs.approve` from the account or site): they publish straight live, or unpaid. */
const moderates = (ctx: ResourceContext) => can(ctx.access.levels.site, 'approve', 'jobs');

/**
 * Publishes a draft as a product of the site (decision 0038). With `payment`, the product's credits
 * are bought through the provider's checkout and the job is published when it is paid (0057). With `credit`, the product's credits
 * are spent in the transaction that moves the job, so both happen or neither, and a balance too
 * low is the spec's 409. With `none` (staff who moderate only), a zero `waived` ledger entry
 * records it. A draft missing what the steps require (a description, where to apply) is a 422
 * naming those fields. The site's approval policy sends the job on hold instead of live, unless the
 * publisher moderates jobs. An employer that is not active is a 409. A job that is no longer a draft (another request published it) is a 409.
 */
export async function publishJob(
  ctx: ResourceContext,
  uuid: string,
  input: PublishJob,
  returnBase: () => Promise<string>,
): Promise<PublishResult> {
  const { deps, reach, user } = ctx;
  const record = await jobToSubmit(ctx, uuid, 'draft');
  const { job } = record;
  if (input.pay_with === 'none' && !moderates(ctx)) throw forbidden();
  // What the steps require before a job goes live (decision 0037), each under its field, and the
  // product and its period: every refusal in one answer (decision 0065).
  const errors = jobStepIssues(job);
  const product = await findActiveProduct(deps.db, reach, input.product);
  if (!product) errors.product = [MESSAGES.invalid];
  const period = product && advertPeriodInto(job, product.duration_days, errors);
  if (!product || !period || Object.keys(errors).length) throw invalid(errors);
  const to: JobStatus = !moderates(ctx) && (await jobsGoOnHold(deps, reach.siteId)) ? 'on_hold' : 'live';
  if (input.pay_with === 'payment') return payForJob(ctx, job, product, to, await returnBase());
  const actor = await actorOf(deps.db, user);
  const balance = await deps.db.transaction(async (tx) => {
    const values = { ...period, product_id: product.id, published_at: new Date(), updated_by: user.id };
    if (!(await repo.moveJob(tx, job, 'draft', to, values))) throw conflict(MESSAGES.statusConflict);
    const posting = { siteId: reach.siteId, employerId: job.employer_id, jobUuid: job.uuid, actor };
    const reason = `${product.name}: ${job.title}`;
    const paid =
      input.pay_with === 'credit'
        ? (await spendCredits(tx, { ...posting, amount: CREDITS_PER_POST, reason })).balance
        : null;
    if (input.pay_with === 'none') await recordWaivedPosting(tx, { ...posting, reason });
    const change = { job_id: job.id, from_status: 'draft' as const, to_status: to, action: 'publish' };
    await repo.recordJobStatusChange(tx, { ...change, changed_by: user.id });
    await audit(tx, ctx, job.uuid, 'published', {
      product: product.uuid,
      pay_with: input.pay_with,
      credits: input.pay_with === 'credit' ? CREDITS_PER_POST : 0,
      status: to,
    });
    if (to === 'on_hold') await notifyJobOnHold(tx, reach.siteId, job, record.employer);
    return paid;
  });
  return { status: to, checkout_url: null, balance };
}
