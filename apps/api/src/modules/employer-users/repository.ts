import { and, eq, inArray, type Column } from 'drizzle-orm';
import type { EmployerUserListQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { employers, memberships, roles, users } from '../../db/schema/index.js';
import { countCapped, equalsWhenGiven, orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { assertPageReachable, offsetOf } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';

type ListQuery = z.output<typeof EmployerUserListQuerySchema>;
type MemberSort = NonNullable<ListQuery['sort']>;

/**
 * The memberships of an employer, through the employer's site: a wrong employer id matches no row
 * of another site (or, for an employer-level reach, of another employer) even if a caller forgot
 * its own check.
 */
function membersOf(db: Db, reach: Reach, employerId: number) {
  const employer = db
    .select({ id: employers.id })
    .from(employers)
    .where(
      and(
        eq(employers.id, employerId),
        eq(employers.site_id, reach.siteId),
        reach.employerId === undefined ? undefined : eq(employers.id, reach.employerId),
      ),
    );
  return and(eq(memberships.scope_type, 'employer'), inArray(memberships.scope_id, employer));
}

const SORTS: Record<SortKey<MemberSort>, Column> = {
  name: users.name,
  email: users.email,
  created_at: memberships.created_at,
};

/** One page of an employer's users with their role, sorted and filtered in SQL. */
export async function listEmployerUsers(db: Db, reach: Reach, employerId: number, q: ListQuery) {
  assertPageReachable(q);
  const where = and(
    membersOf(db, reach, employerId),
    equalsWhenGiven(roles.key, q.filter.role),
    searchColumns(q.search, [users.name, users.email]),
  );
  const [rows, count] = await Promise.all([
    db
      .select({ memberships, users, roles })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .innerJoin(roles, eq(roles.id, memberships.role_id))
      .where(where)
      .orderBy(...orderBy(SORTS, q.sort ?? 'name', users.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(
      db,
      db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.user_id))
        .innerJoin(roles, eq(roles.id, memberships.role_id))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows, count };
}

export async function findMember(db: Db, reach: Reach, employerId: number, userId: number) {
  const [row] = await db
    .select({ memberships, users, roles })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(roles, eq(roles.id, memberships.role_id))
    .where(and(membersOf(db, reach, employerId), eq(memberships.user_id, userId)));
  return row;
}

export async function roleId(db: Db, key: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!row) throw new Error(`role ${key} missing`);
  return row.id;
}

export async function setMemberRole(db: Db, reach: Reach, employerId: number, userId: number, roleIdValue: number) {
  await db
    .update(memberships)
    .set({ role_id: roleIdValue })
    .where(and(membersOf(db, reach, employerId), eq(memberships.user_id, userId)));
}

export async function deleteMembership(db: Db, reach: Reach, employerId: number, userId: number) {
  await db.delete(memberships).where(and(membersOf(db, reach, employerId), eq(memberships.user_id, userId)));
}
