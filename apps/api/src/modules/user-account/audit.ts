import type { AuditAction } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Access } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { homeSiteId } from './repository.js';

/** Who changes their own account, and the selection their request carries (if any). */
export interface AccountActor {
  user: { id: number; tokenId: number; parentTokenId: number | null };
  access: Access;
}

/**
 * Records a change to the user's own account. The audit trail is kept per site: the selected
 * site, or without one the user's home site (their first membership's); a user with no
 * membership has no trail to write to.
 */
export async function auditAccount(
  db: Db,
  actor: AccountActor,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  const siteId = actor.access.scope.siteId ?? (await homeSiteId(db, actor.user.id));
  if (siteId === undefined) return;
  await recordAudit(db, { siteId, actorId: actor.user.id, subject: 'user', subjectId: actor.user.id, action, details });
}
