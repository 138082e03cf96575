import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, roles, users } from '../../db/schema/index.js';

const employerMember = (employerId: number) =>
  and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employerId));

const SORTS = { name: users.name, email: users.email, created_at: memberships.created_at } as const;

/** One page of an employer's users with their role, sorted and filtered in SQL. */
export async function listEmployerUsers(
  db: Db,
  employerId: number,
  q: { page: number; per_page: number; sort?: string; search?: string; filter: { role?: string } },
) {
  const where = and(
    employerMember(employerId),
    q.filter.role ? eq(roles.key, q.filter.role) : undefined,
    q.search ? sql`(${users.name} ilike ${`%${q.search}%`} or ${users.email} ilike ${`%${q.search}%`})` : undefined,
  );
  const value = q.sort ?? 'name';
  const column = SORTS[value.replace(/^-/, '') as keyof typeof SORTS] ?? users.name;
  const direction = value.startsWith('-') ? desc : asc;
  const base = () => db.select().from(memberships).innerJoin(users, eq(users.id, memberships.user_id)).innerJoin(roles, eq(roles.id, memberships.role_id));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(direction(column), asc(users.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .innerJoin(roles, eq(roles.id, memberships.role_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMember(db: Db, employerId: number, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(roles, eq(roles.id, memberships.role_id))
    .where(and(employerMember(employerId), eq(memberships.user_id, userId)));
  return row;
}

export async function roleId(db: Db, key: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!row) throw new Error(`role ${key} missing`);
  return row.id;
}

export async function setMemberRole(db: Db, employerId: number, userId: number, roleIdValue: number) {
  await db.update(memberships).set({ role_id: roleIdValue }).where(and(employerMember(employerId), eq(memberships.user_id, userId)));
}

export async function deleteMembership(db: Db, employerId: number, userId: number) {
  await db.delete(memberships).where(and(employerMember(employerId), eq(memberships.user_id, userId)));
}
