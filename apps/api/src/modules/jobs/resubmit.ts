import { jobStepIssues, MESSAGES } from '@portal/contract';
import { conflict, invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { findProductById } from '../products/index.js';
import { advertPeriodInto } from './advert-dates.js';
import { jobToSubmit, notifyJobOnHold } from './going-live.js';
import * as repo from './lifecycle-repository.js';
import { getJob } from './service.js';

const audit = auditFor('job');
/** The period of a job that names no product (rejected before products were recorded). */
const UNRECORDED_PRODUCT_DAYS = 30;

/**
 * Sends a rejected job, corrected, back to the hold queue (decision 0065). Nothing is spent: the
 * credit or payment its publish spent stays attached to it (its ledger entry names the job). It
 * needs what a publish needs — the steps' fields and an advert period within its product's
 * duration, from today at the earliest — every refusal at once in a 422. Not rejected is a 409.
 */
export async function resubmitJob(ctx: ResourceContext, uuid: string) {
  const { deps, reach, user } = ctx;
  const record = await jobToSubmit(ctx, uuid, 'rejected');
  const { job } = record;
  const errors = jobStepIssues(job);
  const product = job.product_id === null ? undefined : await findProductById(deps.db, reach, job.product_id);
  const period = advertPeriodInto(job, product?.duration_days ?? UNRECORDED_PRODUCT_DAYS, errors);
  if (!period || Object.keys(errors).length) throw invalid(errors);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.moveJob(tx, job, 'rejected', 'on_hold', { ...period, updated_by: user.id }))) {
      throw conflict(MESSAGES.statusConflict);
    }
    const change = { job_id: job.id, from_status: 'rejected' as const, to_status: 'on_hold' as const };
    await repo.recordJobStatusChange(tx, { ...change, action: 'resubmit', changed_by: user.id });
    await audit(tx, ctx, job.uuid, 'resubmitted', { credits: 0 });
    await notifyJobOnHold(tx, reach.siteId, job, record.employer);
  });
  return getJob(ctx, job.uuid);
}
