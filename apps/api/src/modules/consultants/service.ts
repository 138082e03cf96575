import { CONSULTANT_TRANSITIONS, MESSAGES, type ConsultantListQuery, type CreateConsultant } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { authorsOf } from '../../lib/resource/people-repository.js';
import { activationHandler } from '../../lib/resource/activation.js';
import { storedRichText } from '../../lib/rich-text.js';
import { auditFor, changesOf, keysOf } from '../audit/index.js';
import { checkSiteFileRef, releaseFiles } from '../files/index.js';
import { toConsultant } from './presenter.js';
import * as repo from './repository.js';

const rows = repo.consultantRows;

const audit = auditFor('consultant');

/**
 * The references a form names must belong to the site: the photo a file of kind `photo` uploaded
 * here, the linked user a member of the site or its account. Anything else is a 422 on the field,
 * so another tenant's ids reveal nothing.
 */
async function checkReferences({ deps, reach }: ResourceContext, input: CreateConsultant) {
  const errors: Record<string, string[]> = {};
  if (input.photo) {
    // Another site's file reads as one that does not exist; a file uploaded for another field says so.
    const { error } = await checkSiteFileRef(deps, reach, input.photo, ['photo']);
    if (error) errors.photo = [error];
  }
  if (input.user_id && !(await repo.findSiteStaffUser(deps.db, reach, input.user_id))) {
    errors.user_id = [MESSAGES.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const columnsOf = (input: CreateConsultant, userId: number) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  job_title: input.job_title,
  photo_file_id: input.photo,
  bio: storedRichText(input.bio),
  user_id: input.user_id,
  updated_by: userId,
});

const found = ({ deps, reach }: ResourceContext, id: number, db: Db = deps.db) => rows.found(db, reach, id);

export const listConsultants = ({ deps, reach }: ResourceContext, q: ConsultantListQuery) =>
  rows.pageOf(deps.db, reach, q, toConsultant);

/** One consultant, who created and last changed it, and the live (or unlisted) jobs that show it. */
export async function getConsultant(ctx: ResourceContext, id: number) {
  const row = await found(ctx, id);
  const [authors, jobs] = await Promise.all([
    authorsOf(ctx.deps.db, row.consultant),
    repo.listLiveJobsShowing(ctx.deps.db, ctx.reach, id),
  ]);
  return { ...toConsultant(row), ...authors, jobs };
}

/** New consultants are active. */
export async function createConsultant(ctx: ResourceContext, input: CreateConsultant) {
  await checkReferences(ctx, input);
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { id } = await rows.insert(tx, ctx.reach, { ...columnsOf(input, ctx.user.id), created_by: ctx.user.id });
    await audit(tx, ctx, id, 'created');
    return id;
  });
  return toConsultant(await found(ctx, id));
}

export async function updateConsultant(ctx: ResourceContext, id: number, input: CreateConsultant) {
  const before = await found(ctx, id);
  await checkReferences(ctx, input);
  await ctx.deps.db.transaction(async (tx) => {
    const columns = columnsOf(input, ctx.user.id);
    const changed = await rows.change(tx, ctx.reach, id, columns);
    if (!changed) throw notFound();
    const { updated_by: _by, ...fields } = columns;
    await audit(tx, ctx, id, 'updated', {}, changesOf(changed.before, changed.after, { fields: keysOf(fields) }));
  });
  // A replaced or removed photo goes from storage once nothing points at it (decision 0022).
  await releaseFiles(ctx.deps, [before.consultant.photo_file_id]);
  return toConsultant(await found(ctx, id));
}

/**
 * Deletes for good, unless a live job shows the consultant: then 409 with a message saying so
 * (deactivate keeps them off new adverts instead). The audit trail keeps who deleted whom.
 */
export async function deleteConsultant(ctx: ResourceContext, id: number) {
  const photo = await ctx.deps.db.transaction(async (tx) => {
    const { consultant } = await found(ctx, id, tx);
    if ((await repo.listLiveJobsShowing(tx, ctx.reach, id, 1)).length) throw conflict(MESSAGES.consultantOnLiveJobs);
    if (!(await rows.delete(tx, ctx.reach, id))) throw notFound();
    await audit(tx, ctx, id, 'deleted', { name: consultant.name });
    return consultant.photo_file_id;
  });
  await releaseFiles(ctx.deps, [photo]);
}

/** Activates or deactivates consultants of the site, all or nothing, with who did it. */
export const changeStatus = activationHandler({
  table: CONSULTANT_TRANSITIONS,
  rows,
  keyOf: (row) => row.id,
  audit,
  stamp: (ctx) => ({ updated_by: ctx.user.id }),
});

export async function listLinkableUsers({ deps, reach }: ResourceContext) {
  return { data: await repo.listSiteStaffUsers(deps.db, reach) };
}
