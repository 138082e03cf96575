import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderBy } from '../../db/list-query.js';
import { tablePage } from '../../db/table-page.js';
import { jobFeedbacks, jobs } from '../../db/schema/index.js';
import type { PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';

/** The job of the reach by uuid: the site's for staff, the employer's own for an employer's user. */
export async function findReachedJob(db: Db, reach: Reach, uuid: string) {
  const employer = reach.employerId === undefined ? undefined : eq(jobs.employer_id, reach.employerId);
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.site_id, reach.siteId), eq(jobs.uuid, uuid), employer));
  return row;
}

type FeedbackSort = 'created_at' | '-created_at' | 'rating' | '-rating';
const SORTS = { created_at: jobFeedbacks.created_at, rating: jobFeedbacks.rating };

/** One page of a job's feedback, newest first unless asked otherwise (index `(job_id, created_at, id)`). */
export async function pageJobFeedback(db: Db, jobId: number, q: PageQuery & { sort?: FeedbackSort }) {
  const where = eq(jobFeedbacks.job_id, jobId);
  return tablePage(db, jobFeedbacks, where, orderBy(SORTS, q.sort ?? '-created_at', jobFeedbacks.id), q);
}

/** The average rating (null when none), how many left feedback and how many would recommend the employer. */
export async function averageRating(db: Db, jobId: number) {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${jobFeedbacks.rating})`,
      count: sql<number>`count(*)::int`,
      recommend_count: sql<number>`count(*) filter (where ${jobFeedbacks.recommend_employer})::int`,
    })
    .from(jobFeedbacks)
    .where(eq(jobFeedbacks.job_id, jobId));
  return {
    average: row?.average == null ? null : Math.round(Number(row.average) * 100) / 100,
    count: Number(row?.count ?? 0),
    recommend_count: Number(row?.recommend_count ?? 0),
  };
}
