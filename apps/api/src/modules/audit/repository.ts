import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

export interface AuditEvent {
  siteId: number;
  actorId: number;
  subject: string;
  subjectId: number | string;
  action: string;
  details?: Record<string, unknown>;
}

/** Records one state change; call inside the transaction that makes it. */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    site_id: event.siteId,
    actor_id: event.actorId,
    subject: event.subject,
    subject_id: String(event.subjectId),
    action: event.action,
    details: event.details ?? {},
  });
}
