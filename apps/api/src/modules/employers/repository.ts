import { and, count, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { EmployerListQuery, EmployerStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { countCapped, equalsWhenGiven, orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { assertPageReachable, offsetOf, type PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/reach.js';
import { employers, employerStatusHistory, invitations, memberships, users } from '../../db/schema/index.js';

type ListFilters = Pick<EmployerListQuery, 'search' | 'filter'> & { status?: EmployerStatus };
type EmployerSort = NonNullable<EmployerListQuery['sort']>;

function reachWhere(reach: Reach): SQL[] {
  const where = [eq(employers.site_id, reach.siteId)];
  if (reach.employerId !== undefined) where.push(eq(employers.id, reach.employerId));
  return where;
}

function listWhere(reach: Reach, q: ListFilters): SQL | undefined {
  return and(
    ...reachWhere(reach),
    equalsWhenGiven(employers.status, q.status ?? q.filter.status),
    equalsWhenGiven(employers.type, q.filter.type),
    equalsWhenGiven(employers.industry, q.filter.industry),
    searchColumns(q.search, [employers.business_name, employers.contact_name, employers.registration_number]),
  );
}

const SORT_COLUMNS: Record<SortKey<EmployerSort>, Column> = {
  business_name: employers.business_name,
  type: employers.type,
  contact_name: employers.contact_name,
  live_jobs_count: employers.live_jobs_count,
  status: employers.status,
  created_at: employers.created_at,
};

/** The list's order (newest first by default), with the id as tie-breaker so pages are stable. */
const employerOrder = (sort: EmployerSort = '-created_at') => orderBy(SORT_COLUMNS, sort, employers.id);

/** One page of a site's employers, filtered, searched and sorted in SQL; the count stops at the threshold. */
export async function listEmployers(db: Db, reach: Reach, q: ListFilters & PageQuery & { sort?: EmployerSort }) {
  assertPageReachable(q);
  const where = listWhere(reach, q);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(employers)
      .where(where)
      .orderBy(...employerOrder(q.sort))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(db, db.select({ id: employers.id }).from(employers).where(where).$dynamic()),
  ]);
  return { rows, count };
}

/** Batches of the same filtered, sorted list, for exports that must not hold a whole table. */
export async function* iterateEmployers(db: Db, reach: Reach, q: ListFilters & { sort?: EmployerSort }, batch = 500) {
  const where = listWhere(reach, q);
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select()
      .from(employers)
      .where(where)
      .orderBy(...employerOrder(q.sort))
      .limit(batch)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function findEmployer(db: Db, reach: Reach, id: number) {
  const [row] = await db
    .select()
    .from(employers)
    .where(and(...reachWhere(reach), eq(employers.id, id)));
  return row;
}

export async function findEmployers(db: Db, reach: Reach, ids: number[]) {
  return db
    .select()
    .from(employers)
    .where(and(...reachWhere(reach), inArray(employers.id, ids)));
}

export type EmployerRow = typeof employers.$inferSelect;
export type EmployerValues = Omit<typeof employers.$inferInsert, 'id' | 'site_id' | 'created_at' | 'updated_at'>;

export async function insertEmployer(db: Db, reach: Reach, values: EmployerValues) {
  const [row] = await db
    .insert(employers)
    .values({ ...values, site_id: reach.siteId })
    .returning();
  if (!row) throw new Error('employer insert failed');
  return row;
}

export async function updateEmployer(db: Db, reach: Reach, id: number, values: Partial<EmployerValues>) {
  const [row] = await db
    .update(employers)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(...reachWhere(reach), eq(employers.id, id)))
    .returning();
  return row;
}

/** Deletes an employer of the scope with its memberships and invitations (which hold no foreign key). */
export async function deleteEmployer(db: Db, reach: Reach, id: number) {
  const deleted = await db
    .delete(employers)
    .where(and(...reachWhere(reach), eq(employers.id, id)))
    .returning({ id: employers.id });
  if (deleted.length === 0) return false;
  await db.delete(memberships).where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, id)));
  await db
    .delete(invitations)
    .where(
      and(eq(invitations.site_id, reach.siteId), eq(invitations.scope_type, 'employer'), eq(invitations.scope_id, id)),
    );
  return true;
}

export async function recordStatusChange(
  db: Db,
  change: {
    employer_id: number;
    from_status: string | null;
    to_status: string;
    reason?: string | null;
    changed_by: number;
  },
) {
  await db.insert(employerStatusHistory).values(change);
}

/** Names of who created and last changed the employer, its user count and status history. */
export async function employerDetailExtras(db: Db, reach: Reach, employer: EmployerRow) {
  const ids = [employer.created_by, employer.updated_by].filter((v): v is number => v != null);
  const [people, [members], history] = await Promise.all([
    ids.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
      : Promise.resolve([]),
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
      .innerJoin(employers, and(eq(employers.id, employerStatusHistory.employer_id), ...reachWhere(reach)))
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
      changed_by:
        h.changed_by_id != null && h.changed_by_name != null ? { id: h.changed_by_id, name: h.changed_by_name } : null,
    })),
  };
}
