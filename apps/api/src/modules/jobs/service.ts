import { MESSAGES, type CreateJob, type JobListQuery, type UpdateJob } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { authorsOf } from '../../lib/resource/people-repository.js';
import { auditFor, changesOf, keysOf } from '../audit/index.js';
import { findProductById } from '../products/index.js';
import { releaseFiles } from '../files/index.js';
import { checkTagFilter } from '../tags/index.js';
import { changedJobFields, refuseLockedEdits } from './edits.js';
import { recordJobStatusChange } from './lifecycle-repository.js';
import { toJob, toJobDetail } from './presenter.js';
import * as repo from './repository.js';
import type { JobRecord } from './repository.js';
import { stepLinksOf } from './step-detail.js';
import { prepareJob } from './steps.js';

const rows = repo.jobRows;
const audit = auditFor('job');

const found = ({ deps, reach }: ResourceContext, uuid: string, db: Db = deps.db) => rows.found(db, reach, uuid);

export function listJobs(ctx: ResourceContext, q: JobListQuery) {
  checkTagFilter(ctx, q.filter.tag);
  return rows.pageOf(ctx.deps.db, ctx.reach, q, toJob);
}

/** The product a job was published or cloned as, by name. */
async function productOf(ctx: ResourceContext, productId: number | null) {
  const product = productId === null ? undefined : await findProductById(ctx.deps.db, ctx.reach, productId);
  return product ? { uuid: product.uuid, name: product.name } : null;
}

/** One job with every field, its key contact and who created and last changed it. */
export async function getJob(ctx: ResourceContext, uuid: string) {
  const record = await found(ctx, uuid);
  const [authors, links, product] = await Promise.all([
    authorsOf(ctx.deps.db, record.job),
    stepLinksOf(ctx, record.job),
    productOf(ctx, record.job.product_id),
  ]);
  return toJobDetail({ record, authors, links, product });
}

type Person = { id: number; name: string } | null;
/** What a save holds of the job besides the row it wrote: its employer, key contact and creator by name. */
interface Held {
  employer: JobRecord['employer'];
  keyContact: Person;
  createdBy: Person;
  /** The body's empty lists: nothing to read for them. */
  input: Pick<UpdateJob, 'consultant_ids' | 'tag_ids'>;
}

/**
 * The detail a save answers, from what it wrote (decision 0074): the row as the write returned it,
 * the employer and key contact the save read or checked, and the saver as its last author. Only the
 * steps' links it does not hold and the product are read — never the job again.
 */
async function savedJob(ctx: ResourceContext, row: JobRecord['job'], held: Held) {
  const empty = (ids: readonly number[] | undefined) => (ids?.length === 0 ? [] : undefined);
  const [links, product] = await Promise.all([
    stepLinksOf(ctx, row, { consultants: empty(held.input.consultant_ids), tags: empty(held.input.tag_ids) }),
    productOf(ctx, row.product_id),
  ]);
  const record = { job: row, employer: held.employer, key_contact: held.keyContact };
  const authors = { created_by: held.createdBy, updated_by: { id: ctx.user.id, name: ctx.user.name } };
  return toJobDetail({ record, authors, links, product });
}

/**
 * A new draft. Staff name its employer (422 `employer_id` when missing or not the site's); an
 * employer's own user posts for that employer, and naming another is refused the same way.
 */
export async function createJob(ctx: ResourceContext, { employer_id, ...input }: CreateJob) {
  const employerId = ctx.reach.employerId ?? employer_id;
  if (employerId == null) throw invalid({ employer_id: [MESSAGES.required] });
  const employer =
    employer_id != null && employer_id !== employerId
      ? undefined
      : await repo.findEmployerOfSite(ctx.deps.db, ctx.reach, employerId);
  if (!employer) throw invalid({ employer_id: [MESSAGES.invalid] });
  const prepared = await prepareJob(ctx, employerId, input);
  const written = await ctx.deps.db.transaction(async (tx) => {
    const row = await rows.insert(tx, ctx.reach, {
      ...prepared.columns,
      employer_id: employerId,
      status: 'draft',
      created_by: ctx.user.id,
      updated_by: ctx.user.id,
    });
    await prepared.link(tx, row);
    await audit(tx, ctx, row.uuid, 'created');
    return row;
  });
  const me = { id: ctx.user.id, name: ctx.user.name };
  const held = { employer, keyContact: prepared.keyContact ?? null, createdBy: me };
  return savedJob(ctx, written, {
    ...held,
    input: { consultant_ids: input.consultant_ids ?? [], tag_ids: input.tag_ids ?? [] },
  });
}

/**
 * Changes a job's fields (absent ones keep their value) as far as its status allows
 * (`JOB_EDIT_RULES`, decision 0065): a draft or a rejected job every field, one on hold, live or
 * unlisted all but its advert period (422), an expired job nothing (409). Past draft, the history
 * names the fields the edit changed and who changed them.
 */
export async function updateJob(ctx: ResourceContext, uuid: string, input: UpdateJob) {
  const before = await found(ctx, uuid);
  const { job } = before;
  refuseLockedEdits(job, input);
  const prepared = await prepareJob(ctx, job.employer_id, input, job);
  const changed = job.status === 'draft' ? [] : await changedJobFields(ctx, job, input, prepared.columns);
  const written = await ctx.deps.db.transaction(async (tx) => {
    const row = await rows.update(tx, ctx.reach, uuid, { ...prepared.columns, updated_by: ctx.user.id });
    // A move between the read and this write (published, expired): the rules read are stale.
    if (!row || row.status !== job.status) throw conflict(MESSAGES.statusConflict);
    await prepared.link(tx, row);
    if (changed.length) {
      const status = job.status;
      const edit = { job_id: job.id, from_status: status, to_status: status, action: 'edit', changed_fields: changed };
      await recordJobStatusChange(tx, { ...edit, changed_by: ctx.user.id });
    }
    const fields = keysOf(prepared.columns);
    // Before: the job as read for this edit (its one read, decision 0074), not read again locked.
    await audit(tx, ctx, uuid, 'updated', { fields: Object.keys(input) }, changesOf(job, row, { fields }));
    return row;
  });
  await releaseFiles(ctx.deps, prepared.released);
  const unchanged = written.key_contact_id === job.key_contact_id;
  const contact = before.key_contact?.id == null || before.key_contact.name == null ? null : before.key_contact;
  const createdBy =
    job.created_by === ctx.user.id
      ? { id: ctx.user.id, name: ctx.user.name }
      : (await authorsOf(ctx.deps.db, { created_by: job.created_by, updated_by: null })).created_by;
  const keyContact = unchanged ? contact : (prepared.keyContact ?? null);
  return savedJob(ctx, written, { employer: before.employer, keyContact, createdBy, input });
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
