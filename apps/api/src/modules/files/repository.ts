import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, enterprises, files, sites } from '../../db/schema/index.js';
import type { Reach } from '../access/reach.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert failed');
  return row;
}

/** A file of the reached site; another site's file is no row at all. */
export async function findSiteFile(db: Db, reach: Reach, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.site_id, reach.siteId)));
  return row;
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
