import {
  CONSULTANT_TRANSITIONS,
  consultantStatusOf,
  MESSAGES,
  type ConsultantListQuery,
  type ConsultantStatus,
  type ConsultantTransition,
  type CreateConsultant,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import { storedRichText } from '../../lib/rich-text.js';
import type { Reach } from '../access/reach.js';
import { recordAudit } from '../audit/repository.js';
import { checkSiteFileRef, releaseFiles } from '../files/service.js';
import { toConsultant } from './presenter.js';
import * as repo from './repository.js';

/**
 * The references a form names must belong to the site: the photo a file of kind `photo` uploaded
 * here, the linked user a member of the site or its account. Anything else is a 422 on the field,
 * so another tenant's ids reveal nothing.
 */
async function checkReferences(deps: AppDeps, reach: Reach, input: CreateConsultant) {
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

const columnsOf = (input: CreateConsultant) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  job_title: input.job_title,
  photo_file_id: input.photo,
  bio: storedRichText(input.bio),
  user_id: input.user_id,
});

export async function listConsultants(deps: AppDeps, reach: Reach, q: ConsultantListQuery) {
  const { rows, count } = await repo.listConsultants(deps.db, reach, q);
  return { data: rows.map(toConsultant), meta: pageMeta(q, count) };
}

async function present(deps: AppDeps, reach: Reach, id: number) {
  const row = await repo.findConsultant(deps.db, reach, id);
  if (!row) throw notFound();
  return toConsultant(row);
}

/** One consultant, who created and last changed it, and the live jobs that show it (none until jobs exist). */
export async function getConsultant(deps: AppDeps, reach: Reach, id: number) {
  const row = await repo.findConsultant(deps.db, reach, id);
  if (!row) throw notFound();
  const { created_by, updated_by } = row.consultant;
  const people = await repo.peopleByIds(
    deps.db,
    [created_by, updated_by].filter((v): v is number => v != null),
  );
  const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
  return { ...toConsultant(row), created_by: person(created_by), updated_by: person(updated_by), jobs: [] };
}

export async function createConsultant(deps: AppDeps, reach: Reach, userId: number, input: CreateConsultant) {
  await checkReferences(deps, reach, input);
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertConsultant(tx, reach, {
      ...columnsOf(input),
      active: true,
      created_by: userId,
      updated_by: userId,
    });
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'consultant',
      subjectId: id,
      action: 'created',
    });
    return id;
  });
  return present(deps, reach, id);
}

export async function updateConsultant(
  deps: AppDeps,
  reach: Reach,
  userId: number,
  id: number,
  input: CreateConsultant,
) {
  const before = await repo.findConsultant(deps.db, reach, id);
  if (!before) throw notFound();
  await checkReferences(deps, reach, input);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.updateConsultant(tx, reach, id, { ...columnsOf(input), updated_by: userId }))) throw notFound();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'consultant',
      subjectId: id,
      action: 'updated',
    });
  });
  // A replaced or removed photo goes from storage once nothing points at it (decision 0022).
  await releaseFiles(deps, [before.consultant.photo_file_id]);
  return present(deps, reach, id);
}

/**
 * Deletes for good, unless a live job shows the consultant: then 409 with a message saying so
 * (deactivate keeps them off new adverts instead). The audit trail keeps who deleted whom.
 */
export async function deleteConsultant(deps: AppDeps, reach: Reach, userId: number, id: number) {
  const photo = await deps.db.transaction(async (tx) => {
    const row = await repo.findConsultant(tx, reach, id);
    if (!row) throw notFound();
    if ((await repo.countLiveJobsShowing(tx, reach, id)) > 0) throw conflict(MESSAGES.consultantOnLiveJobs);
    if (!(await repo.deleteConsultant(tx, reach, id))) throw notFound();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'consultant',
      subjectId: id,
      action: 'deleted',
      details: { name: row.consultant.name },
    });
    return row.consultant.photo_file_id;
  });
  await releaseFiles(deps, [photo]);
}

/**
 * Moves one or many consultants of the site through a transition, all or nothing: an id outside
 * the site is a 404, a status the transition does not start from a 409. Returns how many changed.
 */
export async function changeStatus(
  deps: AppDeps,
  reach: Reach,
  userId: number,
  ids: number[],
  transition: ConsultantTransition,
): Promise<number> {
  const rule: { from: readonly ConsultantStatus[]; to: ConsultantStatus } = CONSULTANT_TRANSITIONS[transition];
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const rows = await repo.findConsultants(tx, reach, unique);
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((row) => !rule.from.includes(consultantStatusOf(row)))) throw conflict(MESSAGES.statusConflict);
    let updated = 0;
    for (const row of rows) {
      if (consultantStatusOf(row) === rule.to) continue;
      await repo.updateConsultant(tx, reach, row.id, { active: rule.to === 'active', updated_by: userId });
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId: userId,
        subject: 'consultant',
        subjectId: row.id,
        action: transition,
      });
      updated += 1;
    }
    return updated;
  });
}

export async function listLinkableUsers(deps: AppDeps, reach: Reach) {
  return { data: await repo.listSiteStaffUsers(deps.db, reach) };
}
