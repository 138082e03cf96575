import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { jobsWithEmployer } from './lifecycle-repository.js';

/** Jobs handled per sweep run; the next run takes the rest. */
const BATCH = 200;

/** Live and unlisted jobs of every site whose last advert day is before `today`. */
export const findEndedJobs = (db: Db, today: string) =>
  jobsWithEmployer(db)
    .where(and(inArray(jobs.status, ['live', 'unlisted']), lt(jobs.advert_end_date, today)))
    .limit(BATCH);

/** Live jobs of every site ending between `today` and `until`, not warned yet. */
export const findJobsToWarn = (db: Db, today: string, until: string) =>
  jobsWithEmployer(db)
    .where(
      and(
        eq(jobs.status, 'live'),
        isNull(jobs.expiry_warned_at),
        lte(jobs.advert_end_date, until),
        sql`${jobs.advert_end_date} >= ${today}`,
      ),
    )
    .limit(BATCH);

/** Marks a job warned, only if it was not: false when another sweep marked it first. */
export async function markWarned(db: Db, jobId: number, at: Date) {
  const marked = await db
    .update(jobs)
    .set({ expiry_warned_at: at })
    .where(and(eq(jobs.id, jobId), isNull(jobs.expiry_warned_at)))
    .returning({ id: jobs.id });
  return marked.length > 0;
}
