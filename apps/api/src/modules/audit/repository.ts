import type { Db } from '../../db/client.js';
import type { AuditAction, AuditChanges } from '@portal/contract';
import { auditEvents } from '../../db/schema/index.js';
import { currentApiKey, currentClientAddress, currentImpersonator } from '../../lib/acting-for.js';

export interface AuditEvent {
  siteId: number;
  /** null: the product itself, e.g. the scheduled expiry of a job (decision 0038). */
  actorId: number | null;
  subject: string;
  subjectId: number | string;
  action: AuditAction;
  details?: Record<string, unknown>;
  /** The fields the action changed, before and after (`changesOf`). */
  changes?: AuditChanges;
  /** Given when no request holds it (a payment's settlement names the buyer's); else the request's. */
  impersonatorId?: number | null;
}

/**
 * Records one state change; call inside the transaction that makes it. A change made through an
 * impersonation token also names the staff member behind it, one made with an API key that key,
 * and every change made by a request its client's address, all read from the request (decisions
 * 0052, 0095, 0105).
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    site_id: event.siteId,
    actor_id: event.actorId,
    impersonator_id: event.impersonatorId ?? currentImpersonator(),
    subject: event.subject,
    subject_id: String(event.subjectId),
    action: event.action,
    details: event.details ?? {},
    changes: event.changes ?? {},
    client_address: currentClientAddress(),
    api_key_id: currentApiKey(),
  });
}

/** Who acts and where: the request's site and user, as a resource's service holds them. */
export interface AuditActor {
  reach: { siteId: number };
  user: { id: number };
}

/**
 * The audit writer of one kind of record: `audit(tx, ctx, key, action, details?, changes?)` records
 * the action on that record in the actor's site, by the actor (consultants, employers, products…).
 */
export const auditFor =
  (subject: string) =>
  (
    db: Db,
    ctx: AuditActor,
    subjectId: number | string,
    action: AuditAction,
    details?: Record<string, unknown>,
    changes?: AuditChanges,
  ) =>
    recordAudit(db, { siteId: ctx.reach.siteId, actorId: ctx.user.id, subject, subjectId, action, details, changes });
