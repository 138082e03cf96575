import { MESSAGES, type CreateJob, type JobListQuery, type UpdateJob } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { authorsOf } from '../../lib/resource/people-repository.js';
import { auditFor } from '../audit/index.js';
import { findFieldOptions } from '../field-options/index.js';
import { findProductById } from '../products/index.js';
import { releaseFiles } from '../files/index.js';
import { checkTagFilter } from '../tags/index.js';
import { changedJobFields, refuseLockedEdits } from './edits.js';
import { recordJobStatusChange } from './lifecycle-repository.js';
import { toJob, toJobDetail } from './presenter.js';
import * as repo from './repository.js';
import { stepDetailOf } from './step-detail.js';
import { prepareSteps, splitJobInput, type BasicInput } from './steps.js';

const rows = repo.jobRows;
const audit = auditFor('job');

/** The *Basic details* that name one of the site's option lists (decision 0015). */
const OPTION_FIELDS = ['work_type', 'pay_type', 'currency', 'classification'] as const;
type Fields = BasicInput<Omit<CreateJob, 'employer_id'>>;
type Errors = Record<string, string[]>;

/**
 * Every reference must be the site's: options of its lists (a retired one only where the job holds
 * it already), a key contact who is a member of the site, its account or the job's employer. Ranges
 * must not run backwards. Each failure is a 422 on its field, so another tenant's ids reveal nothing.
 */
async function checkFields(
  ctx: ResourceContext,
  employerId: number,
  input: Fields,
  current?: Fields,
  errors: Errors = {},
) {
  const { deps, reach } = ctx;
  const wanted = OPTION_FIELDS.filter((field) => input[field] != null && input[field] !== current?.[field]);
  const options = wanted.length ? await findFieldOptions(deps.db, reach, wanted) : [];
  for (const field of wanted) {
    const option = options.find((o) => o.field === field && o.value === input[field]);
    if (!option || option.retired_at !== null) errors[field] = [MESSAGES.invalid];
  }
  if (input.key_contact_id != null && input.key_contact_id !== current?.key_contact_id) {
    if (!(await repo.findKeyContact(deps.db, reach, employerId, input.key_contact_id))) {
      errors.key_contact_id = [MESSAGES.invalid];
    }
  }
  if (input.salary_min != null && input.salary_max != null && input.salary_max < input.salary_min) {
    errors.salary_max = [MESSAGES.invalid];
  }
  const { advert_start_date: start, advert_end_date: end } = input;
  if (start != null && end != null && end < start) errors.advert_end_date = [MESSAGES.invalid];
  if (Object.keys(errors).length) throw invalid(errors);
}

const found = ({ deps, reach }: ResourceContext, uuid: string, db: Db = deps.db) => rows.found(db, reach, uuid);

export function listJobs(ctx: ResourceContext, q: JobListQuery) {
  checkTagFilter(ctx, q.filter.tag);
  return rows.pageOf(ctx.deps.db, ctx.reach, q, toJob);
}

/** One job with every field, its key contact and who created and last changed it. */
export async function getJob(ctx: ResourceContext, uuid: string) {
  const record = await found(ctx, uuid);
  const { product_id: productId } = record.job;
  const [authors, steps, product] = await Promise.all([
    authorsOf(ctx.deps.db, record.job),
    stepDetailOf(ctx, record),
    productId === null ? undefined : findProductById(ctx.deps.db, ctx.reach, productId),
  ]);
  return {
    ...toJobDetail(record, authors),
    product: product ? { uuid: product.uuid, name: product.name } : null,
    ...steps,
  };
}

/**
 * A new draft. Staff name its employer (422 `employer_id` when missing or not the site's); an
 * employer's own user posts for that employer, and naming another is refused the same way.
 */
export async function createJob(ctx: ResourceContext, { employer_id, ...input }: CreateJob) {
  const employerId = ctx.reach.employerId ?? employer_id;
  if (employerId == null) throw invalid({ employer_id: [MESSAGES.required] });
  if (
    (employer_id != null && employer_id !== employerId) ||
    !(await repo.findEmployerOfSite(ctx.deps.db, ctx.reach, employerId))
  ) {
    throw invalid({ employer_id: [MESSAGES.invalid] });
  }
  const { basic: fields, steps } = splitJobInput(input);
  const prepared = await prepareSteps(ctx, employerId, steps);
  await checkFields(ctx, employerId, fields, undefined, prepared.errors);
  const uuid = await ctx.deps.db.transaction(async (tx) => {
    const row = await rows.insert(tx, ctx.reach, {
      ...fields,
      ...prepared.columns,
      employer_id: employerId,
      status: 'draft',
      created_by: ctx.user.id,
      updated_by: ctx.user.id,
    });
    await prepared.link(tx, row);
    await audit(tx, ctx, row.uuid, 'created');
    return row.uuid;
  });
  return getJob(ctx, uuid);
}

/**
 * Changes a job's fields (absent ones keep their value) as far as its status allows
 * (`JOB_EDIT_RULES`, decision 0065): a draft or a rejected job every field, one on hold, live or
 * unlisted all but its advert period (422), an expired job nothing (409). Past draft, the history
 * names the fields the edit changed and who changed them.
 */
export async function updateJob(ctx: ResourceContext, uuid: string, input: UpdateJob) {
  const { job } = await found(ctx, uuid);
  refuseLockedEdits(job, input);
  const { basic, steps } = splitJobInput(input);
  const prepared = await prepareSteps(ctx, job.employer_id, steps, job);
  await checkFields(ctx, job.employer_id, { ...job, ...basic }, job, prepared.errors);
  const changed = job.status === 'draft' ? [] : await changedJobFields(ctx, job, input, prepared.columns);
  await ctx.deps.db.transaction(async (tx) => {
    const row = await rows.update(tx, ctx.reach, uuid, { ...basic, ...prepared.columns, updated_by: ctx.user.id });
    // A move between the read and this write (published, expired): the rules read are stale.
    if (!row || row.status !== job.status) throw conflict(MESSAGES.statusConflict);
    await prepared.link(tx, row);
    if (changed.length) {
      const status = job.status;
      const edit = { job_id: job.id, from_status: status, to_status: status, action: 'edit', changed_fields: changed };
      await recordJobStatusChange(tx, { ...edit, changed_by: ctx.user.id });
    }
    await audit(tx, ctx, uuid, 'updated', { fields: Object.keys(input) });
  });
  await releaseFiles(ctx.deps, prepared.released);
  return getJob(ctx, uuid);
}

/** Deletes for good; the audit trail keeps who deleted which job, by title and reference. */
export async function deleteJob(ctx: ResourceContext, uuid: string) {
  const banner = await ctx.deps.db.transaction(async (tx) => {
    const { job } = await found(ctx, uuid, tx);
    if (!(await rows.delete(tx, ctx.reach, uuid))) throw notFound();
    await audit(tx, ctx, uuid, 'deleted', { title: job.title, reference: job.reference, status: job.status });
    return job.banner_file_id;
  });
  await releaseFiles(ctx.deps, [banner]);
}
