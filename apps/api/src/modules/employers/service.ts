import { MESSAGES, type CreateEmployer, type EmployerListQuery, type EmployerStatus } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/repository.js';
import { siteLinkBase } from '../branding/links.js';
import { approvedMail, rejectedMail } from './mails.js';
import { toEmployer } from './presenter.js';
import * as repo from './repository.js';
import type { EmployerScope } from './repository.js';

export async function listEmployers(deps: AppDeps, scope: EmployerScope, q: EmployerListQuery, status?: EmployerStatus) {
  const { rows, total } = await repo.listEmployers(deps.db, scope, { ...q, status });
  return {
    data: rows.map(toEmployer),
    meta: { current_page: q.page, per_page: q.per_page, total, last_page: Math.max(1, Math.ceil(total / q.per_page)) },
  };
}

export async function getEmployer(deps: AppDeps, scope: EmployerScope, id: number) {
  const row = await repo.findEmployer(deps.db, scope, id);
  if (!row) throw notFound();
  return { ...toEmployer(row), ...(await repo.employerDetailExtras(deps.db, row)) };
}

/** Staff create employers directly as active; the creation is the first history entry. */
export async function createEmployer(deps: AppDeps, siteId: number, userId: number, input: CreateEmployer) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertEmployer(tx, siteId, { ...input, status: 'active', created_by: userId, updated_by: userId });
    await repo.recordStatusChange(tx, { employer_id: row.id, from_status: null, to_status: 'active', changed_by: userId });
    await recordAudit(tx, { siteId, actorId: userId, subject: 'employer', subjectId: row.id, action: 'created' });
    return toEmployer(row);
  });
}

export async function updateEmployer(deps: AppDeps, scope: EmployerScope, userId: number, id: number, input: CreateEmployer) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateEmployer(tx, scope, id, { ...input, updated_by: userId });
    if (!row) throw notFound();
    await recordAudit(tx, { siteId: scope.siteId, actorId: userId, subject: 'employer', subjectId: id, action: 'updated' });
    return toEmployer(row);
  });
}

/** Deletes for good; the audit trail keeps who deleted which employer. */
export async function deleteEmployer(deps: AppDeps, scope: EmployerScope, userId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findEmployer(tx, scope, id);
    if (!row || !(await repo.deleteEmployer(tx, scope, id))) throw notFound();
    await recordAudit(tx, { siteId: scope.siteId, actorId: userId, subject: 'employer', subjectId: id, action: 'deleted', details: { business_name: row.business_name } });
  });
}

export type Transition = 'approve' | 'reject' | 'enable' | 'disable';

const TRANSITIONS: Record<Transition, { from: EmployerStatus[]; to: EmployerStatus }> = {
  approve: { from: ['on_hold'], to: 'active' },
  reject: { from: ['on_hold'], to: 'rejected' },
  enable: { from: ['disabled', 'active'], to: 'active' },
  disable: { from: ['active', 'disabled'], to: 'disabled' },
};

/**
 * Moves one or many employers of the scope through a transition, all or nothing: an id outside
 * the scope is a 404, a status the transition does not start from a 409. Approval and rejection
 * mail the employer's contact.
 */
export async function changeStatus(
  deps: AppDeps,
  scope: EmployerScope,
  userId: number,
  ids: number[],
  transition: Transition,
  opts: { reason?: string },
): Promise<number> {
  const rule = TRANSITIONS[transition];
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
      await repo.recordStatusChange(tx, { employer_id: row.id, from_status: row.status, to_status: rule.to, reason: opts.reason ?? null, changed_by: userId });
      await recordAudit(tx, { siteId: scope.siteId, actorId: userId, subject: 'employer', subjectId: row.id, action: transition, details: opts.reason ? { reason: opts.reason } : {} });
      updated += 1;
      if (row.contact_email && transition === 'approve') mailIds.push(await recordMail(tx, approvedMail(row, row.contact_email, loginUrl)));
      if (row.contact_email && transition === 'reject') mailIds.push(await recordMail(tx, rejectedMail(row, row.contact_email, opts.reason ?? '')));
    }
    return { updated, mailIds };
  });
  await queueMails(deps.queue, mailIds);
  return updated;
}
