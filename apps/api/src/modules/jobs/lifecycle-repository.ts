import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { employers, jobs, jobStatusHistory } from '../../db/schema/index.js';
import { currentImpersonator } from '../../lib/acting-for.js';
import { changesNewestFirst } from '../../lib/resource/history-repository.js';
import type { Reach } from '../access/index.js';
import { jobRows } from './repository.js';
import { emitJobEvent } from './webhook-events-repository.js';

export type JobRow = typeof jobs.$inferSelect;

/** Jobs with their employer's name and contact (who lifecycle mails go to); callers add the where. */
export const jobsWithEmployer = (db: Db) =>
  db
    .select({
      job: jobs,
      employer: {
        name: employers.business_name,
        status: employers.status,
        contact_name: employers.contact_name,
        contact_email: employers.contact_email,
      },
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employer_id));

/** These jobs of the reach, with their employer (another tenant's are simply absent). */
export async function findJobsWithEmployer(db: Db, reach: Reach, uuids: readonly string[]) {
  if (!uuids.length) return [];
  return jobsWithEmployer(db).where(and(jobRows.where(reach), inArray(jobs.uuid, [...uuids])));
}
export type JobWithEmployer = Awaited<ReturnType<typeof findJobsWithEmployer>>[number];

/**
 * Moves one job from `from` to `to` only if it is still in `from`, and keeps its employer's
 * `live_jobs_count` true in the same statement's transaction (decision 0038). False when another
 * request moved it first, so the caller answers 409 and counts nothing twice.
 */
export async function moveJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'employer_id'>,
  from: JobStatus,
  to: JobStatus,
  values: Partial<typeof jobs.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(jobs)
    .set({ ...values, status: to, updated_at: sql`now()` })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, from)))
    .returning({ id: jobs.id });
  if (!moved.length) return false;
  const delta = (to === 'live' ? 1 : 0) - (from === 'live' ? 1 : 0);
  if (delta !== 0) {
    await db
      .update(employers)
      .set({ live_jobs_count: sql`greatest(${employers.live_jobs_count} + ${delta}, 0)` })
      .where(eq(employers.id, job.employer_id));
  }
  return true;
}

export interface StatusChange {
  job_id: number;
  from_status: JobStatus | null;
  to_status: JobStatus;
  action: string;
  reason?: string | null;
  changed_by: number | null;
  /** An edit past draft: the fields it changed. */
  changed_fields?: string[] | null;
  /** Given when no request holds it (a payment's settlement); else the request's impersonator. */
  impersonator_id?: number | null;
}

/** Every move and every edit past draft is recorded here, with its webhook event (decision 0106). */
export async function recordJobStatusChange(db: Db, change: StatusChange) {
  await db
    .insert(jobStatusHistory)
    .values({ ...change, impersonator_id: change.impersonator_id ?? currentImpersonator() });
  await emitJobEvent(db, change);
}

/** A job's status history, newest first, with who made each move. */
export async function findJobHistory(db: Db, jobId: number) {
  return changesNewestFirst(db, jobStatusHistory, eq(jobStatusHistory.job_id, jobId), {
    from_status: jobStatusHistory.from_status,
    to_status: jobStatusHistory.to_status,
    action: jobStatusHistory.action,
    reason: jobStatusHistory.reason,
    changed_fields: jobStatusHistory.changed_fields,
    created_at: jobStatusHistory.created_at,
  });
}
