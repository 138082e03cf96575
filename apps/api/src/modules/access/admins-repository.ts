import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, roles, type ScopeType } from '../../db/schema/index.js';

export interface AdminScope {
  type: ScopeType;
  id: number;
}

/**
 * The users holding one of `roleKeys` in the scope, in membership order. `lock` takes their rows
 * FOR UPDATE (in that order, so two callers never deadlock); `limit` stops early.
 */
export async function adminUserIds(
  db: Db,
  scope: AdminScope,
  roleKeys: readonly string[],
  opts: { lock?: boolean; limit?: number } = {},
): Promise<number[]> {
  const adminRoles = db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.key, [...roleKeys]));
  const query = db
    .select({ userId: memberships.user_id })
    .from(memberships)
    .where(
      and(
        eq(memberships.scope_type, scope.type),
        eq(memberships.scope_id, scope.id),
        inArray(memberships.role_id, adminRoles),
      ),
    )
    .orderBy(memberships.id)
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  const rows = opts.lock ? await query.for('update') : await query;
  return rows.map((row) => row.userId);
}
