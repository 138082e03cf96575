import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { todayUtc } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { employers, jobs } from '../../db/schema/index.js';
import { liveOnSite, type PublicSite } from '../candidate-site/index.js';

/**
 * A job on the site's feeds (decision 0107): live on the site as candidates see it, and its advert
 * not past its end day (the expiry sweep may not have run yet), so it leaves every feed at once.
 */
export const onFeeds = (site: PublicSite) =>
  and(liveOnSite(site), or(isNull(jobs.advert_end_date), gte(jobs.advert_end_date, todayUtc())));

/** A feed row's place in the order, as text so PostgreSQL's microseconds survive the round trip. */
export interface FeedCursor {
  at: string;
  id: number;
}

const FEED_COLUMNS = {
  id: jobs.id,
  uuid: jobs.uuid,
  title: jobs.title,
  reference: jobs.reference,
  work_type: jobs.work_type,
  pay_type: jobs.pay_type,
  pay_range: jobs.pay_range,
  salary_min: jobs.salary_min,
  salary_max: jobs.salary_max,
  currency: jobs.currency,
  description: jobs.description,
  apply_on: jobs.apply_on,
  advert_end_date: jobs.advert_end_date,
  published_at: jobs.published_at,
  created_at: jobs.created_at,
  updated_at: jobs.updated_at,
  employer: employers.business_name,
  employer_website: employers.business_website,
  cursor: sql<string>`${jobs.created_at}::text`,
};

const feedRows = (db: Db) =>
  db.select(FEED_COLUMNS).from(jobs).innerJoin(employers, eq(employers.id, jobs.employer_id)).$dynamic();

export type FeedJob = Awaited<ReturnType<ReturnType<typeof feedRows>['execute']>>[number];

/** Newest first; the order of `jobs_site_status_created_idx`, so a page starts where the last ended. */
const NEWEST_FIRST = [desc(jobs.created_at), desc(jobs.id)];
const before = (c: FeedCursor) => sql`(${jobs.created_at}, ${jobs.id}) < (${c.at}::timestamptz, ${c.id})`;

/** One page of the feed after `after` (keyset: no page reads what an earlier one read). */
export function feedPage(db: Db, site: PublicSite, after: FeedCursor | null, size: number): Promise<FeedJob[]> {
  return feedRows(db)
    .where(after ? and(onFeeds(site), before(after)) : onFeeds(site))
    .orderBy(...NEWEST_FIRST)
    .limit(size);
}

/**
 * The site's feed jobs in pages of `size`, at most `limit` of them, starting after `after`: only one
 * page is held at a time, so a feed of any length is served in constant memory.
 */
export async function* feedJobs(
  db: Db,
  site: PublicSite,
  opts: { size: number; limit?: number; after?: FeedCursor | null },
): AsyncGenerator<FeedJob[]> {
  let after = opts.after ?? null;
  let left = opts.limit ?? Number.POSITIVE_INFINITY;
  while (left > 0) {
    const rows = await feedPage(db, site, after, Math.min(opts.size, left));
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < Math.min(opts.size, left)) return;
    left -= rows.length;
    after = { at: last.cursor, id: last.id };
  }
}

/** One job of the feeds by its uuid; undefined when it is not on them. */
export async function findFeedJob(db: Db, site: PublicSite, uuid: string): Promise<FeedJob | undefined> {
  const [row] = await feedRows(db)
    .where(and(onFeeds(site), eq(jobs.uuid, uuid)))
    .limit(1);
  return row;
}

export async function countFeedJobs(db: Db, site: PublicSite): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(onFeeds(site));
  return row?.n ?? 0;
}

/** The place of the `offset`-th feed job (0-based), for a sitemap part that starts after it. */
export async function feedCursorAt(db: Db, site: PublicSite, offset: number): Promise<FeedCursor | undefined> {
  const [row] = await db
    .select({ at: sql<string>`${jobs.created_at}::text`, id: jobs.id })
    .from(jobs)
    .where(onFeeds(site))
    .orderBy(...NEWEST_FIRST)
    .offset(offset)
    .limit(1);
  return row;
}
