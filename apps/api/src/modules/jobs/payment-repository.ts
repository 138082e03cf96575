import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, jobPayments, jobs } from '../../db/schema/index.js';

export type NewJobPayment = typeof jobPayments.$inferInsert;

/** Ties a credit purchase to the job it pays for; a replayed publish finds the tie made. */
export async function linkJobPayment(db: Db, payment: NewJobPayment): Promise<void> {
  await db.insert(jobPayments).values(payment).onConflictDoNothing();
}

/** The job a paid purchase pays for, with its employer's status and what was bought; none for other purchases. */
export async function findPaidJob(db: Db, purchaseId: number) {
  const [row] = await db
    .select({ job: jobs, employer: { status: employers.status, name: employers.business_name }, payment: jobPayments })
    .from(jobPayments)
    .innerJoin(jobs, eq(jobs.id, jobPayments.job_id))
    .innerJoin(employers, eq(employers.id, jobs.employer_id))
    .where(eq(jobPayments.purchase_id, purchaseId))
    .for('update', { of: jobs });
  return row;
}

/** A job's status now (a free purchase settles, and publishes, within the publish request). */
export async function jobStatusNow(db: Db, jobId: number) {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return row?.status;
}
