import {
  EMPLOYER_TRANSITIONS,
  MESSAGES,
  type CreateEmployer,
  type EmployerListQuery,
  type EmployerStatus,
  type EmployerTransition,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import type { Reach } from '../access/reach.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/repository.js';
import { siteLinkBase } from '../branding/links.js';
import { composeMail } from '../mail-templates/compose.js';
import { toEmployer } from './presenter.js';
import { findFieldOptions } from '../field-options/repository.js';
import { employersGoOnHold } from '../settings/service.js';
import * as repo from './repository.js';
import type { EmployerRow } from './repository.js';

const OPTION_FIELDS = ['industry', 'business_size'] as const;

/**
 * Industry and business size must be options of the site (GET /v1/site/field-options). A retired
 * option is refused as a new value but accepted when the record holds it already, so editing
 * other fields of an employer never forces a change there (decision 0015).
 */
async function checkFieldOptions(deps: AppDeps, reach: Reach, input: CreateEmployer, current?: EmployerRow) {
  const wanted = OPTION_FIELDS.filter((field) => input[field]);
  if (!wanted.length) return;
  const rows = await findFieldOptions(deps.db, reach, wanted);
  const errors: Record<string, string[]> = {};
  for (const field of wanted) {
    const option = rows.find((r) => r.field === field && r.value === input[field]);
    const kept = current !== undefined && current[field] === input[field];
    if (!option || (option.retired_at !== null && !kept)) errors[field] = [MESSAGES.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function listEmployers(deps: AppDeps, scope: Reach, q: EmployerListQuery, status?: EmployerStatus) {
  const { rows, count } = await repo.listEmployers(deps.db, scope, { ...q, status });
  return { data: rows.map(toEmployer), meta: pageMeta(q, count) };
}

export async function getEmployer(deps: AppDeps, scope: Reach, id: number) {
  const row = await repo.findEmployer(deps.db, scope, id);
  if (!row) throw notFound();
  return { ...toEmployer(row), ...(await repo.employerDetailExtras(deps.db, scope, row)) };
}

/**
 * Staff create employers as active; the creation is the first history entry. Where the site's
 * approval policy holds new employers (decision 0015), one created by someone who may not approve
 * employers waits on hold for someone who may.
 */
export async function createEmployer(
  deps: AppDeps,
  reach: Reach,
  creator: { id: number; canApprove: boolean },
  input: CreateEmployer,
) {
  await checkFieldOptions(deps, reach, input);
  const siteId = reach.siteId;
  const userId = creator.id;
  const status: EmployerStatus = !creator.canApprove && (await employersGoOnHold(deps, siteId)) ? 'on_hold' : 'active';
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertEmployer(tx, reach, {
      ...input,
      status,
      created_by: userId,
      updated_by: userId,
    });
    await repo.recordStatusChange(tx, {
      employer_id: row.id,
      from_status: null,
      to_status: status,
      changed_by: userId,
    });
    await recordAudit(tx, { siteId, actorId: userId, subject: 'employer', subjectId: row.id, action: 'created' });
    return toEmployer(row);
  });
}

export async function updateEmployer(deps: AppDeps, scope: Reach, userId: number, id: number, input: CreateEmployer) {
  const current = await repo.findEmployer(deps.db, scope, id);
  if (!current) throw notFound();
  await checkFieldOptions(deps, scope, input, current);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateEmployer(tx, scope, id, { ...input, updated_by: userId });
    if (!row) throw notFound();
    await recordAudit(tx, {
      siteId: scope.siteId,
      actorId: userId,
      subject: 'employer',
      subjectId: id,
      action: 'updated',
    });
    return toEmployer(row);
  });
}

/** Deletes for good; the audit trail keeps who deleted which employer. */
export async function deleteEmployer(deps: AppDeps, scope: Reach, userId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findEmployer(tx, scope, id);
    if (!row || !(await repo.deleteEmployer(tx, scope, id))) throw notFound();
    await recordAudit(tx, {
      siteId: scope.siteId,
      actorId: userId,
      subject: 'employer',
      subjectId: id,
      action: 'deleted',
      details: { business_name: row.business_name },
    });
  });
}

/** What a transition's body carries (`EMPLOYER_TRANSITIONS[name].body`), e.g. a rejection's reason. */
export type TransitionInput<N extends EmployerTransition = EmployerTransition> = z.output<
  (typeof EMPLOYER_TRANSITIONS)[N]['body']
>;

/**
 * Moves one or many employers of the scope through a transition, all or nothing: an id outside
 * the scope is a 404, a status the transition does not start from a 409. Approval and rejection
 * mail the employer's contact.
 */
export async function changeStatus(
  deps: AppDeps,
  scope: Reach,
  userId: number,
  ids: number[],
  transition: EmployerTransition,
  input: TransitionInput,
): Promise<number> {
  const rule: { from: readonly EmployerStatus[]; to: EmployerStatus } = EMPLOYER_TRANSITIONS[transition];
  const reason = 'reason' in input && typeof input.reason === 'string' ? input.reason : undefined;
  const unique = [...new Set(ids)];
  const loginUrl = `${await siteLinkBase(deps, scope.siteId)}/login`;
  const { updated, mailIds } = await deps.db.transaction(async (tx) => {
    const rows = await repo.findEmployers(tx, scope, unique);
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((row) => !rule.from.includes(row.status))) throw conflict(MESSAGES.statusConflict);
    const mailIds: number[] = [];
    let updated = 0;
    for (const row of rows) {
      if (row.status === rule.to) continue;
      await repo.updateEmployer(tx, scope, row.id, { status: rule.to, updated_by: userId });
      await repo.recordStatusChange(tx, {
        employer_id: row.id,
        from_status: row.status,
        to_status: rule.to,
        reason: reason ?? null,
        changed_by: userId,
      });
      await recordAudit(tx, {
        siteId: scope.siteId,
        actorId: userId,
        subject: 'employer',
        subjectId: row.id,
        action: transition,
        details: reason ? { reason } : {},
      });
      updated += 1;
      if (row.contact_email && (transition === 'approve' || transition === 'reject')) {
        const about = { siteId: scope.siteId, to: row.contact_email };
        const values = { name: row.contact_name ?? row.business_name, business_name: row.business_name };
        const mail =
          transition === 'approve'
            ? await composeMail(tx, { ...about, kind: 'employer_approved', values: { ...values, link: loginUrl } })
            : await composeMail(tx, {
                ...about,
                kind: 'employer_rejected',
                values: { ...values, reason: reason ?? '' },
              });
        mailIds.push(await recordMail(tx, mail));
      }
    }
    return { updated, mailIds };
  });
  await queueMails(deps.queue, mailIds);
  return updated;
}
