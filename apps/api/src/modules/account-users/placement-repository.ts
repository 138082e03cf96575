import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, memberships, roles, sites } from '../../db/schema/index.js';

/**
 * Memberships held in the account, in one of its sites or in one of their employers: the one
 * definition of "a user of the account" every statement of this module starts from.
 */
export function membershipInAccount(db: Db, accountId: number): SQL {
  const accountSites = db.select({ id: sites.id }).from(sites).where(eq(sites.account_id, accountId));
  const accountEmployers = db
    .select({ id: employers.id })
    .from(employers)
    .innerJoin(sites, eq(sites.id, employers.site_id))
    .where(eq(sites.account_id, accountId));
  return or(
    and(eq(memberships.scope_type, 'account'), eq(memberships.scope_id, accountId)),
    and(eq(memberships.scope_type, 'site'), inArray(memberships.scope_id, accountSites)),
    and(eq(memberships.scope_type, 'employer'), inArray(memberships.scope_id, accountEmployers)),
  ) as SQL;
}

/** The user (a column of the outer statement) holds a membership in the account, of `roleKey` if given. */
export function isAccountUser(db: Db, accountId: number, userId: SQL | ReturnType<typeof sql>, roleKey?: string) {
  const held = db
    .select({ one: sql`1` })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.role_id))
    .where(
      and(
        sql`${memberships.user_id} = ${userId}`,
        membershipInAccount(db, accountId),
        roleKey === undefined ? undefined : eq(roles.key, roleKey),
      ),
    );
  return exists(held);
}
