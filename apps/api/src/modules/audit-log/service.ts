import { MESSAGES, type AuditEntry, type AuditListQuery } from '@portal/contract';
import { invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { toActor } from '../../lib/resource/people-repository.js';
import { auditRows, type AuditRow } from './list-repository.js';

/** One audit row as the page and the export show it. */
export function toAuditEntry({ event, actor, impersonator, apiKey }: AuditRow): AuditEntry {
  return {
    id: event.id,
    actor: toActor(actor, impersonator),
    api_key: apiKey?.id == null ? null : { id: apiKey.id, name: apiKey.name },
    action: event.action,
    subject: event.subject,
    subject_id: event.subject_id,
    changes: event.changes,
    details: event.details,
    client_address: event.client_address,
    created_at: event.created_at.toISOString(),
  };
}

/** A `to` before `from` names no day: a 422 on `filter.to`, as the credit ledger answers. */
export function assertDays(filter: AuditListQuery['filter']): void {
  if (filter.from && filter.to && filter.from > filter.to) throw invalid({ 'filter.to': [MESSAGES.invalid] });
}

/** A page of the selected site's audit (decision 0095). */
export function listAudit({ deps, reach }: ResourceContext, q: AuditListQuery) {
  assertDays(q.filter);
  return auditRows.pageOf(deps.db, { siteId: reach.siteId }, q, toAuditEntry);
}
