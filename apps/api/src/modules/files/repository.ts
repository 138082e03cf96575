import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { accounts, applications, enterprises, files, seekerDocuments, sites } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';
import type { Reach } from '../access/index.js';
import { isUnreferenced } from './references-repository.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert failed');
  return row;
}

/** A file of the reached site; another site's file is no row at all. */
export const findSiteFile = (db: Db, reach: Reach, id: string): Promise<FileRow | undefined> =>
  rowWhere(db, files, and(eq(files.id, id), eq(files.site_id, reach.siteId)));

/** Whether a file came with an application to this employer's jobs (its resume or one of its documents). */
export async function isEmployerApplicationFile(db: Db, employerId: number, fileId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one where exists (select 1 from ${applications} where ${applications.resume_file_id} = ${fileId} and ${applications.employer_id} = ${employerId})
      or exists (select 1 from ${seekerDocuments} join ${applications} on ${applications.id} = ${seekerDocuments.application_id}
        where ${seekerDocuments.file_id} = ${fileId} and ${applications.employer_id} = ${employerId})`,
  );
  return rows.length > 0;
}

/** The files of the reached site among `ids` (others are left out). */
export async function findSiteFiles(db: Db, reach: Reach, ids: readonly string[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.site_id, reach.siteId)));
}

/** A file of any site of this deployment's enterprise, for the public route (which checks the kind). */
export async function findEnterpriseFile(db: Db, enterpriseKey: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(sites, eq(sites.id, files.site_id))
    .innerJoin(accounts, eq(accounts.id, sites.account_id))
    .innerJoin(enterprises, eq(enterprises.id, accounts.enterprise_id))
    .where(and(eq(files.id, id), eq(enterprises.key, enterpriseKey)));
  return row?.file;
}

/**
 * Bytes the site's staff files and the user's files take, summed in SQL (decision 0022). Files a
 * candidate sent count against the candidate budgets instead (decision 0062), never here.
 */
export async function storageUsed(
  db: Db,
  siteId: number,
  userId: number | null,
): Promise<{ site: number; user: number }> {
  const staffOfSite = sql`${files.site_id} = ${siteId} and ${files.origin} = 'staff'`;
  const [row] = await db
    .select({
      site: sql<string>`coalesce(sum(${files.size}) filter (where ${staffOfSite}), 0)`,
      user: sql<string>`coalesce(sum(${files.size}) filter (where ${files.created_by} = ${userId}), 0)`,
    })
    .from(files)
    .where(sql`(${staffOfSite}) or ${files.created_by} = ${userId}`);
  return { site: Number(row?.site ?? 0), user: Number(row?.user ?? 0) };
}

/**
 * Holds the site's and the user's quota locks until the transaction ends, so that concurrent
 * uploads are counted one after another (site first, then user: one order, no deadlock).
 */
export async function lockQuotas(db: Db, siteId: number, userId: number | null): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK.site}, ${siteId})`);
  if (userId !== null) await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK.user}, ${userId})`);
}
const QUOTA_LOCK = { site: 22_001, user: 22_002 };

/**
 * Deletes the rows of files no record points at, among `ids` (a replaced or removed file) or, with
 * `olderThanSeconds`, uploaded longer ago than that (the sweep; at most `limit`), and returns
 * their storage keys for the caller to delete. The reference check and the delete are one statement.
 */
export async function deleteUnreferencedFiles(
  db: Db,
  which: { ids: readonly string[] } | { olderThanSeconds: number; limit: number },
): Promise<string[]> {
  const candidates =
    'ids' in which
      ? inArray(files.id, [...which.ids])
      : inArray(
          files.id,
          db
            .select({ id: files.id })
            .from(files)
            .where(
              and(
                lt(files.created_at, sql`now() - make_interval(secs => ${which.olderThanSeconds})`),
                isUnreferenced(),
              ),
            )
            .orderBy(files.created_at)
            .limit(which.limit),
        );
  if ('ids' in which && which.ids.length === 0) return [];
  const rows = await db.delete(files).where(and(candidates, isUnreferenced())).returning({ key: files.storage_key });
  return rows.map((row) => row.key);
}
