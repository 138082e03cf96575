import { MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import { adminUserIds, type AdminScope } from './admins-repository.js';

/**
 * The roles that administer each kind of scope. A scope never loses its last admin (decision
 * 0025): an account keeps an owner, a site a site admin, an employer an employer admin.
 */
export const ADMIN_ROLES: Record<AdminScope['type'], readonly [string, ...string[]]> = {
  account: ['account-owner'],
  site: ['site-admin'],
  employer: ['employer-admin'],
};

/**
 * Refuses with 409 a change that would leave the scope without an admin: call it in the
 * transaction that demotes or removes `userId`, before the write. It locks the scope's admin
 * memberships, so of two admins demoting each other at once the second waits for the first,
 * then sees one admin left and is refused, on any number of replicas.
 */
export async function keepAnAdmin(tx: Db, scope: AdminScope, userId: number): Promise<void> {
  const admins = await adminUserIds(tx, scope, ADMIN_ROLES[scope.type], { lock: true });
  if (admins.length <= 1 && admins.includes(userId)) throw conflict(MESSAGES.lastAdmin);
}

/** The user who is the scope's only admin, or null (none, or several); lists mark them. */
export async function soleAdmin(db: Db, scope: AdminScope): Promise<number | null> {
  const admins = await adminUserIds(db, scope, ADMIN_ROLES[scope.type], { limit: 2 });
  return admins.length === 1 ? (admins[0] ?? null) : null;
}
