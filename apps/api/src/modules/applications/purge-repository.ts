import { and, desc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, jobs, seekerDocuments, seekers } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

/** A flood's selection on one site (decision 0062): an address group, a window, or both. */
export interface FloodSelection {
  address?: string;
  from?: Date;
  to?: Date;
}

/**
 * Ids as one array parameter: a flood can hold more applications than a statement takes
 * parameters (65,535), which an `in (…)` list of one parameter each would pass.
 */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const idIn = (column: AnyColumn, ids: readonly number[]) => sql`${column} = any(${idArray(ids)})`;

/** The site's applications the selection names (indexes `(client_address, applied_at)`, `(site_id, applied_at, id)`). */
const selected = (reach: Reach, s: FloodSelection): SQL | undefined =>
  and(
    eq(applications.site_id, reach.siteId),
    s.address === undefined ? undefined : eq(applications.client_address, s.address),
    s.from === undefined ? undefined : gte(applications.applied_at, s.from),
    s.to === undefined ? undefined : lt(applications.applied_at, s.to),
  );

/** How many applications the selection holds, their files and bytes, and its busiest addresses (at most `top`). */
export async function floodTotals(db: Db, reach: Reach, s: FloodSelection, top: number) {
  const where = selected(reach, s);
  const [totals] = await db
    .select({
      applications: sql<number>`count(*)::int`,
      resumes: sql<number>`count(${applications.resume_file_id})::int`,
      documents: sql<number>`coalesce(sum((select count(*) from ${seekerDocuments} where ${seekerDocuments.application_id} = ${applications.id})), 0)::int`,
      bytes: sql<string>`coalesce(sum(${applications.files_bytes}), 0)`,
    })
    .from(applications)
    .where(where);
  const count = sql<number>`count(*)::int`;
  const addresses = await db
    .select({
      address: applications.client_address,
      applications: count,
      bytes: sql<string>`coalesce(sum(${applications.files_bytes}), 0)`,
      first_applied_at: sql<Date>`min(${applications.applied_at})`.mapWith(applications.applied_at),
      last_applied_at: sql<Date>`max(${applications.applied_at})`.mapWith(applications.applied_at),
    })
    .from(applications)
    .where(where)
    .groupBy(applications.client_address)
    .orderBy(desc(count), applications.client_address)
    .limit(top);
  return { totals, addresses };
}

/** What a purge took: the applications' count and bytes, the files to release, the seekers deleted. */
export interface Purged {
  applications: number;
  bytes: number;
  fileIds: string[];
  seekers: number;
}

/**
 * Deletes the selected applications of the site in the caller's transaction, with their document
 * links, their jobs' and seekers' counters, and the seekers they alone made (no application left,
 * no password chosen, created with one of them), when exactly `expected` are selected; else null
 * and nothing changes. The rows are locked first, so the count confirmed is the count deleted.
 */
export async function purgeSelected(db: Db, reach: Reach, s: FloodSelection, expected: number): Promise<Purged | null> {
  const rows = await db
    .select({
      id: applications.id,
      job_id: applications.job_id,
      seeker_id: applications.seeker_id,
      resume_file_id: applications.resume_file_id,
      files_bytes: applications.files_bytes,
      applied_at: applications.applied_at,
    })
    .from(applications)
    .where(selected(reach, s))
    .for('update');
  if (rows.length !== expected) return null;
  const ids = rows.map((row) => row.id);
  const documents = await db
    .delete(seekerDocuments)
    .where(idIn(seekerDocuments.application_id, ids))
    .returning({ file_id: seekerDocuments.file_id });
  await db.delete(applications).where(idIn(applications.id, ids));

  const perJob = new Map<number, number>();
  for (const row of rows) perJob.set(row.job_id, (perJob.get(row.job_id) ?? 0) + 1);
  await db.execute(
    sql`update ${jobs} set applications_count = greatest(${jobs.applications_count} - c.n, 0)
      from unnest(${idArray([...perJob.keys()])}, ${idArray([...perJob.values()])}) as c(job_id, n)
      where ${jobs.id} = c.job_id`,
  );

  const seekerIds = [...new Set(rows.map((row) => row.seeker_id))];
  await db
    .update(seekers)
    .set({
      applications_count: sql`(select count(*)::int from ${applications} where ${applications.seeker_id} = ${seekers.id})`,
    })
    .where(idIn(seekers.id, seekerIds));
  const firstApplied = new Date(rows.reduce((first, row) => Math.min(first, row.applied_at.getTime()), Infinity));
  const gone = await db
    .delete(seekers)
    .where(
      and(
        idIn(seekers.id, seekerIds),
        eq(seekers.applications_count, 0),
        isNull(seekers.password_hash),
        gte(seekers.created_at, firstApplied),
      ),
    )
    .returning({ resume_file_id: seekers.resume_file_id });

  const fileIds = [
    ...rows.map((row) => row.resume_file_id),
    ...documents.map((row) => row.file_id),
    ...gone.map((row) => row.resume_file_id),
  ].filter((id): id is string => id !== null);
  return {
    applications: rows.length,
    bytes: rows.reduce((sum, row) => sum + row.files_bytes, 0),
    fileIds: [...new Set(fileIds)],
    seekers: gone.length,
  };
}

/** Forgets the sending address of applications older than `days` (decision 0062: kept only while a purge may need it). */
export async function forgetClientAddresses(db: Db, days: number): Promise<void> {
  await db
    .update(applications)
    .set({ client_address: null })
    .where(
      and(
        sql`${applications.client_address} is not null`,
        lt(applications.applied_at, sql`now() - make_interval(days => ${days})`),
      ),
    );
}
