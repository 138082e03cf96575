import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EMPLOYER_SORTS, EmployerListQuery, EmployerStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { employers, employerStatusHistory, invitations, memberships, users } from '../../db/schema/index.js';

/** Where an employer query may look: one site, and one employer for employer-level users. */
export interface EmployerScope {
  siteId: number;
  employerId?: number;
}

type ListFilters = Pick<EmployerListQuery, 'search' | 'filter'> & { status?: EmployerStatus };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeWhere(scope: EmployerScope): SQL[] {
  const where = [eq(employers.site_id, scope.siteId)];
  if (scope.employerId !== undefined) where.push(eq(employers.id, scope.employerId));
  return where;
}

function listWhere(scope: EmployerScope, q: ListFilters): SQL | undefined {
  const where = scopeWhere(scope);
  const status = q.status ?? q.filter.status;
  if (status) where.push(eq(employers.status, status));
  if (q.filter.type) where.push(eq(employers.type, q.filter.type));
  if (q.filter.industry) where.push(eq(employers.industry, q.filter.industry));
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    const match = or(
      ilike(employers.business_name, term),
      ilike(employers.contact_name, term),
      ilike(employers.registration_number, term),
    );
    if (match) where.push(match);
  }
  return and(...where);
}

const SORT_COLUMNS: Record<(typeof EMPLOYER_SORTS)[number], AnyPgColumn> = {
  business_name: employers.business_name,
  type: employers.type,
  contact_name: employers.contact_name,
  live_jobs_count: employers.live_jobs_count,
  status: employers.status,
  created_at: employers.created_at,
};

/** The list's order (newest first by default), with the id as tie-breaker so pages are stable. */
function orderBy(sort: string | undefined): SQL[] {
  const value = sort ?? '-created_at';
  const column = SORT_COLUMNS[value.replace(/^-/, '') as keyof typeof SORT_COLUMNS] ?? employers.created_at;
  const direction = value.startsWith('-') ? desc : asc;
  return [direction(column), direction(employers.id)];
}

/** One page of a site's employers, filtered, searched and sorted in SQL. */
export async function listEmployers(db: Db, scope: EmployerScope, q: ListFilters & { page: number; per_page: number; sort?: string }) {
  const where = listWhere(scope, q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(employers)
      .where(where)
      .orderBy(...orderBy(q.sort))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(employers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Batches of the same filtered, sorted list, for exports that must not hold a whole table. */
export async function* iterateEmployers(db: Db, scope: EmployerScope, q: ListFilters & { sort?: string }, batch = 500) {
  const where = listWhere(scope, q);
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select().from(employers).where(where).orderBy(...orderBy(q.sort)).limit(batch).offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function findEmployer(db: Db, scope: EmployerScope, id: number) {
  const [row] = await db.select().from(employers).where(and(...scopeWhere(scope), eq(employers.id, id)));
  return row;
}

export async function findEmployers(db: Db, scope: EmployerScope, ids: number[]) {
  return db.select().from(employers).where(and(...scopeWhere(scope), inArray(employers.id, ids)));
}

export type EmployerRow = typeof employers.$inferSelect;
export type EmployerValues = Omit<typeof employers.$inferInsert, 'id' | 'site_id' | 'created_at' | 'updated_at'>;

export async function insertEmployer(db: Db, siteId: number, values: EmployerValues) {
  const [row] = await db.insert(employers).values({ ...values, site_id: siteId }).returning();
  if (!row) throw new Error('employer insert failed');
  return row;
}

export async function updateEmployer(db: Db, scope: EmployerScope, id: number, values: Partial<EmployerValues>) {
  const [row] = await db
    .update(employers)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(...scopeWhere(scope), eq(employers.id, id)))
    .returning();
  return row;
}

/** Deletes an employer of the scope with its memberships and invitations (which hold no foreign key). */
export async function deleteEmployer(db: Db, scope: EmployerScope, id: number) {
  const deleted = await db.delete(employers).where(and(...scopeWhere(scope), eq(employers.id, id))).returning({ id: employers.id });
  if (deleted.length === 0) return false;
  await db.delete(memberships).where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, id)));
  await db.delete(invitations).where(and(eq(invitations.scope_type, 'employer'), eq(invitations.scope_id, id)));
  return true;
}

export async function recordStatusChange(
  db: Db,
  change: { employer_id: number; from_status: string | null; to_status: string; reason?: string | null; changed_by: number },
) {
  await db.insert(employerStatusHistory).values(change);
}

/** Names of who created and last changed the employer, its user count and status history. */
export async function employerDetailExtras(db: Db, employer: EmployerRow) {
  const ids = [employer.created_by, employer.updated_by].filter((v): v is number => v != null);
  const [people, [members], history] = await Promise.all([
    ids.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]),
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employer.id))),
    db
      .select({
        from_status: employerStatusHistory.from_status,
        to_status: employerStatusHistory.to_status,
        reason: employerStatusHistory.reason,
        created_at: employerStatusHistory.created_at,
        changed_by_id: users.id,
        changed_by_name: users.name,
      })
      .from(employerStatusHistory)
      .leftJoin(users, eq(users.id, employerStatusHistory.changed_by))
      .where(eq(employerStatusHistory.employer_id, employer.id))
      .orderBy(desc(employerStatusHistory.created_at), desc(employerStatusHistory.id))
      .limit(20),
  ]);
  const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
  return {
    created_by: person(employer.created_by),
    updated_by: person(employer.updated_by),
    users_count: members?.n ?? 0,
    history: history.map((h) => ({
      from_status: h.from_status,
      to_status: h.to_status,
      reason: h.reason,
      created_at: h.created_at.toISOString(),
      changed_by: h.changed_by_id != null && h.changed_by_name != null ? { id: h.changed_by_id, name: h.changed_by_name } : null,
    })),
  };
}
