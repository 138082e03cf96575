import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LIST_LIMITS, type FlaggedJobListQuery, type FlagReason } from '@portal/contract';
import { queryRows, type Db } from '../../db/client.js';
import { explainGeneric, explainPlan, onGenericPlan } from '../../db/generic-plan.js';
import { namedQuery, type NamedQuery } from '../../db/named-statements.js';
import { keptPerInput } from '../../db/kept-statements.js';
import { totalKey } from '../../db/estimated-totals.js';
import { runOnGenericPlans } from '../../db/row-scope.js';
import { countCapped, escapeLike } from '../../db/list-query.js';
import { employers, jobFlags, jobs } from '../../db/schema/index.js';
import { assertPageReachable, offsetOf } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';

/** A flagged job as the list reads it: the job, its employer, its latest open report and how many are open. */
export interface FlaggedJobRow {
  job_id: number;
  uuid: string;
  title: string;
  reference: string | null;
  job_status: string;
  employer_id: number;
  employer_name: string;
  reason: FlagReason;
  comments: string | null;
  reported_at: Date | string;
  reports_count: number;
}

/** Open reports of the site (index `job_flags_site_open_idx`: site, dismissed_at null, created_at). */
const openOfSite = (reach: Reach) => and(eq(jobFlags.site_id, reach.siteId), isNull(jobFlags.dismissed_at));

/**
 * `filter[reason]`: jobs with an open report of that reason; `search`: part of the job's title, read
 * from the site's own trigram entries (the site in the index condition, as every search's: without
 * it, as the app's role the planner scanned the jobs table in parallel).
 */
function listConditions(reach: Reach, q: Pick<FlaggedJobListQuery, 'filter' | 'search'>): SQL[] {
  const conditions: SQL[] = [];
  if (q.filter.reason) conditions.push(eq(jobFlags.reason, q.filter.reason));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(
      sql`exists (select 1 from ${jobs} where ${jobs.id} = ${jobFlags.job_id} and ${jobs.site_id} = ${reach.siteId}
                  and ${jobs.title} ilike ${pattern})`,
    );
  }
  return conditions;
}

const SORTS = { reported_at: 'reported_at', reports_count: 'reports_count' } as const;

/**
 * One page of the site's flagged jobs: the open reports grouped by job in SQL (from the open-reports
 * index), sorted and paged there, then each page row's job, employer and latest report joined to
 * that page alone (a lateral read of `job_flags_job_idx`): at 1,500 flagged jobs, joining every
 * group before the limit cost 35 ms, the page's 25 cost under 2. The count is of jobs, capped like any list.
 */
function flaggedJobStatements(db: Db, reach: Reach, q: FlaggedJobListQuery) {
  const where = and(openOfSite(reach), ...listConditions(reach, q));
  const sort = q.sort ?? '-reported_at';
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  const key = sql.raw(SORTS[(sort.startsWith('-') ? sort.slice(1) : sort) as keyof typeof SORTS]);
  const order = sql`${key} ${direction}, job_id ${direction}`;
  const open = db
    .select({
      job_id: jobFlags.job_id,
      reports_count: sql<number>`count(*)::int`.as('reports_count'),
      reported_at: sql<Date>`max(${jobFlags.created_at})`.as('reported_at'),
    })
    .from(jobFlags)
    .where(where)
    .groupBy(jobFlags.job_id)
    .orderBy(order)
    .limit(q.per_page)
    .offset(offsetOf(q));
  return {
    page: sql`select o.job_id, o.reports_count, o.reported_at, j.uuid, j.title, j.reference, j.status as job_status,
                 e.id as employer_id, e.business_name as employer_name, latest.reason, latest.comments
          from (${open}) o
          join ${jobs} j on j.id = o.job_id
          join ${employers} e on e.id = j.employer_id
          cross join lateral (
            select f.reason, f.comments from ${jobFlags} f
            where f.job_id = o.job_id and f.dismissed_at is null
            order by f.created_at desc, f.id desc limit 1
          ) latest
          order by o.${key} ${direction}, o.job_id ${direction}`,
    counted: () => db.selectDistinct({ job_id: jobFlags.job_id }).from(jobFlags).where(where).$dynamic(),
  };
}

/**
 * The page: an unsearched first page under its name, on its generic plan, as the kit's (decision
 * 0109). Its grouped reports are paged by offset, so a later page keeps PostgreSQL's own choice.
 */
const onFirstPage = (q: FlaggedJobListQuery) => onGenericPlan(q, offsetOf(q) > 0);

/**
 * A page's statements built once per reach and query, as the kit keeps its pages (decision 0108):
 * the page (named: its text and prepared query on its first run, a first page's only), and the
 * count's text that keys its kept total. Building them on every request was a sixth of the list's CPU.
 */
const keepStatements = keptPerInput<
  ReturnType<typeof flaggedJobStatements> & { named: NamedQuery<FlaggedJobRow>; countKey: string }
>();

export async function pageFlaggedJobs(db: Db, reach: Reach, q: FlaggedJobListQuery) {
  assertPageReachable(q);
  const { page, named, counted, countKey } = keepStatements(db, [reach, q], () => {
    const built = flaggedJobStatements(db, reach, q);
    return { ...built, named: namedQuery<FlaggedJobRow>(db, built.page), countKey: totalKey(built.counted()) };
  });
  const rows = onFirstPage(q) ? runOnGenericPlans(() => named.run()) : queryRows<FlaggedJobRow>(db, page);
  const [listed, count] = await Promise.all([rows, countCapped(db, counted(), countKey)]);
  return { rows: listed, count };
}

/** The plans PostgreSQL picks for one page and its capped count (EXPLAIN, nothing run), as the kit's lists give them. */
export async function flaggedJobPlans(db: Db, reach: Reach, q: FlaggedJobListQuery): Promise<string[]> {
  const { page, counted } = flaggedJobStatements(db, reach, q);
  const count = sql`select count(*) from (${counted().limit(LIST_LIMITS.exactCountUpTo + 1)}) counted`;
  return [onFirstPage(q) ? await explainGeneric(db, page) : await explainPlan(db, page), await explainPlan(db, count)];
}

/** A job's open reports, newest first. */
export async function openReportsOfJob(db: Db, reach: Reach, jobId: number) {
  return db
    .select({
      uuid: jobFlags.uuid,
      reason: jobFlags.reason,
      comments: jobFlags.comments,
      created_at: jobFlags.created_at,
    })
    .from(jobFlags)
    .where(and(openOfSite(reach), eq(jobFlags.job_id, jobId)))
    .orderBy(sql`${jobFlags.created_at} desc, ${jobFlags.id} desc`);
}

/** The site's jobs among these uuids, locked until the transaction ends (a missing one is absent). */
export async function lockSiteJobs(db: Db, reach: Reach, uuids: string[]) {
  return db
    .select({ id: jobs.id, uuid: jobs.uuid })
    .from(jobs)
    .where(and(eq(jobs.site_id, reach.siteId), inArray(jobs.uuid, uuids)))
    .for('update');
}

/** Dismisses every open report of one job; answers how many were open. */
export async function dismissOpenReports(db: Db, reach: Reach, jobId: number, userId: number): Promise<number> {
  const rows = await db
    .update(jobFlags)
    .set({ dismissed_at: sql`now()`, dismissed_by: userId })
    .where(and(openOfSite(reach), eq(jobFlags.job_id, jobId)))
    .returning({ id: jobFlags.id });
  return rows.length;
}
