import { aliasedTable, and, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { ConsultantListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { countCapped, equalsWhenGiven, orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { assertPageReachable, offsetOf, type PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/reach.js';
import { consultants, files, memberships, sites, users } from '../../db/schema/index.js';

type ListFilters = Pick<ConsultantListQuery, 'search' | 'filter'>;
type ConsultantSort = NonNullable<ConsultantListQuery['sort']>;

const reachWhere = (reach: Reach): SQL => eq(consultants.site_id, reach.siteId);

function listWhere(reach: Reach, q: ListFilters): SQL | undefined {
  const active = q.filter.active === undefined ? undefined : q.filter.active === 'true';
  return and(
    reachWhere(reach),
    equalsWhenGiven(consultants.active, active),
    searchColumns(q.search, [consultants.name, consultants.email, consultants.job_title]),
  );
}

const SORT_COLUMNS: Record<SortKey<ConsultantSort>, Column> = {
  name: consultants.name,
  created_at: consultants.created_at,
};

/** The list's order (by name by default), with the id as tie-breaker so pages are stable. */
const consultantOrder = (sort: ConsultantSort = 'name') => orderBy(SORT_COLUMNS, sort, consultants.id);

const linkedUser = aliasedTable(users, 'linked_user');

/** A consultant row with its photo's file and its linked user, as one select. */
const withRefs = (db: Db) =>
  db
    .select({
      consultant: consultants,
      photo: { id: files.id, kind: files.kind, name: files.name },
      user: { id: linkedUser.id, name: linkedUser.name, email: linkedUser.email },
    })
    .from(consultants)
    .leftJoin(files, and(eq(files.id, consultants.photo_file_id), eq(files.site_id, consultants.site_id)))
    .leftJoin(linkedUser, eq(linkedUser.id, consultants.user_id));

export type ConsultantRecord = Awaited<ReturnType<ReturnType<typeof withRefs>['execute']>>[number];

/** One page of a site's consultants, searched, filtered and sorted in SQL; the count stops at the threshold. */
export async function listConsultants(db: Db, reach: Reach, q: ListFilters & PageQuery & { sort?: ConsultantSort }) {
  assertPageReachable(q);
  const where = listWhere(reach, q);
  const [rows, count] = await Promise.all([
    withRefs(db)
      .where(where)
      .orderBy(...consultantOrder(q.sort))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(db, db.select({ id: consultants.id }).from(consultants).where(where).$dynamic()),
  ]);
  return { rows, count };
}

/** Batches of the same filtered, sorted list, for the background export. */
export async function* iterateConsultants(
  db: Db,
  reach: Reach,
  q: ListFilters & { sort?: ConsultantSort },
  batch = 500,
) {
  const where = listWhere(reach, q);
  for (let offset = 0; ; offset += batch) {
    const rows = await withRefs(db)
      .where(where)
      .orderBy(...consultantOrder(q.sort))
      .limit(batch)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function findConsultant(db: Db, reach: Reach, id: number): Promise<ConsultantRecord | undefined> {
  const [row] = await withRefs(db).where(and(reachWhere(reach), eq(consultants.id, id)));
  return row;
}

export async function findConsultants(db: Db, reach: Reach, ids: number[]) {
  return db
    .select({ id: consultants.id, active: consultants.active, name: consultants.name })
    .from(consultants)
    .where(and(reachWhere(reach), inArray(consultants.id, ids)));
}

export type ConsultantValues = Omit<typeof consultants.$inferInsert, 'id' | 'site_id' | 'created_at' | 'updated_at'>;

export async function insertConsultant(db: Db, reach: Reach, values: ConsultantValues) {
  const [row] = await db
    .insert(consultants)
    .values({ ...values, site_id: reach.siteId })
    .returning({ id: consultants.id });
  if (!row) throw new Error('consultant insert failed');
  return row.id;
}

export async function updateConsultant(db: Db, reach: Reach, id: number, values: Partial<ConsultantValues>) {
  const rows = await db
    .update(consultants)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(reachWhere(reach), eq(consultants.id, id)))
    .returning({ id: consultants.id });
  return rows.length > 0;
}

export async function deleteConsultant(db: Db, reach: Reach, id: number) {
  const rows = await db
    .delete(consultants)
    .where(and(reachWhere(reach), eq(consultants.id, id)))
    .returning({ id: consultants.id });
  return rows.length > 0;
}

/**
 * How many live jobs of the site show this consultant. Jobs do not exist yet, so nothing shows
 * anyone: 0. When jobs arrive with their `job_consultants` links, this counts the links of the
 * site's live jobs (decision 0016) and the delete rule in the service starts to bite.
 */
export async function countLiveJobsShowing(_db: Db, _reach: Reach, _id: number): Promise<number> {
  return Promise.resolve(0);
}

/**
 * A staff user of the site: a member of the site itself or of its account (an employer's users
 * are not consultants). Undefined for anyone else, so another tenant's user is "invalid".
 */
export async function findSiteStaffUser(db: Db, reach: Reach, userId: number) {
  const accountOfSite = db.select({ id: sites.account_id }).from(sites).where(eq(sites.id, reach.siteId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .where(
      and(
        eq(users.id, userId),
        or(
          and(eq(memberships.scope_type, 'site'), eq(memberships.scope_id, reach.siteId)),
          and(eq(memberships.scope_type, 'account'), inArray(memberships.scope_id, accountOfSite)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** Names of the people who created and last changed a consultant. */
export async function peopleByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** The site's staff users a consultant may be linked to, by name (the form's picker). */
export async function listSiteStaffUsers(db: Db, reach: Reach) {
  const accountOfSite = db.select({ id: sites.account_id }).from(sites).where(eq(sites.id, reach.siteId));
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .where(
      or(
        and(eq(memberships.scope_type, 'site'), eq(memberships.scope_id, reach.siteId)),
        and(eq(memberships.scope_type, 'account'), inArray(memberships.scope_id, accountOfSite)),
      ),
    )
    .orderBy(users.name, users.id)
    .limit(500);
}
