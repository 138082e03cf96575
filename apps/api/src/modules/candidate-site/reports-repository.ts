import type { FlagJob, JobFeedbackInput } from '@portal/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobFeedbacks, jobFlags } from '../../db/schema/index.js';
import type { LiveJob } from './public-jobs-repository.js';

/** A candidate's report on a live job (decision 0044): the site is the job's own. */
export async function insertFlag(db: Db, { job }: LiveJob, flag: FlagJob): Promise<string> {
  const [row] = await db
    .insert(jobFlags)
    .values({ site_id: job.site_id, job_id: job.id, reason: flag.reason, comments: flag.comments })
    .returning({ uuid: jobFlags.uuid });
  if (!row) throw new Error('flag insert failed');
  return row.uuid;
}

/** A candidate's rating of a live job and its employer. */
export async function insertFeedback(db: Db, { job }: LiveJob, feedback: JobFeedbackInput): Promise<string> {
  const [row] = await db
    .insert(jobFeedbacks)
    .values({ site_id: job.site_id, job_id: job.id, ...feedback })
    .returning({ uuid: jobFeedbacks.uuid });
  if (!row) throw new Error('feedback insert failed');
  return row.uuid;
}

/** Whether the job's open reports are just the one (it has become flagged). */
export async function isFirstOpenFlag(db: Db, { job }: LiveJob): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(jobFlags)
    .where(and(eq(jobFlags.job_id, job.id), isNull(jobFlags.dismissed_at)));
  return Number(row?.n ?? 0) === 1;
}
