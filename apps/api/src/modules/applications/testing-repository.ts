// Test fixtures: applications as the public apply endpoint will make them (decision 0044), inserted
// directly so the staff routes can be tested before and apart from that endpoint.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import {
  applications,
  consultants,
  jobConsultants,
  jobs,
  seekerDocuments,
  seekers,
  users,
} from '../../db/schema/index.js';

/** A job of the employer, straight into the table (`live` unless told). */
export async function insertJob(
  db: Db,
  values: { siteId: number; employerId: number; title?: string; keyContactId?: number; createdBy?: number },
) {
  const [row] = await db
    .insert(jobs)
    .values({
      site_id: values.siteId,
      employer_id: values.employerId,
      title: values.title ?? `Job ${randomUUID().slice(0, 8)}`,
      status: 'live',
      key_contact_id: values.keyContactId ?? null,
      created_by: values.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

/** A candidate of the site. */
export async function insertSeeker(db: Db, siteId: number, name = `Cand ${randomUUID().slice(0, 6)}`) {
  const [first = name, last = ''] = name.split(' ');
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}-${randomUUID().slice(0, 6)}@cand.test`;
  const [row] = await db
    .insert(seekers)
    .values({ site_id: siteId, first_name: first, last_name: last, name, email, status: 'active' })
    .returning();
  if (!row) throw new Error('seeker insert returned no row');
  return row;
}

/** An application of the seeker to the job, with the job's site and employer, counted on both. */
export async function insertApplication(
  db: Db,
  job: { id: number; site_id: number; employer_id: number },
  seeker: { id: number },
  values: { status?: ApplicationStatus; stage?: string | null; resumeFileId?: string; appliedAt?: Date } = {},
) {
  const [row] = await db
    .insert(applications)
    .values({
      site_id: job.site_id,
      employer_id: job.employer_id,
      job_id: job.id,
      seeker_id: seeker.id,
      status: values.status ?? 'applied',
      stage: values.stage ?? null,
      resume_file_id: values.resumeFileId ?? null,
      answers: [{ question: 'Can you start at 4 am?', kind: 'yes_no', answer: 'yes', knocked_out: false }],
      applied_at: values.appliedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('application insert returned no row');
  await db
    .update(jobs)
    .set({ applications_count: sql`${jobs.applications_count} + 1` })
    .where(eq(jobs.id, job.id));
  await db
    .update(seekers)
    .set({ applications_count: sql`${seekers.applications_count} + 1` })
    .where(eq(seekers.id, seeker.id));
  return row;
}

/** A document the candidate sent with an application. */
export async function attachDocument(db: Db, application: { id: number; seeker_id: number }, fileId: string) {
  await db
    .insert(seekerDocuments)
    .values({ seeker_id: application.seeker_id, file_id: fileId, application_id: application.id });
}

/** A consultant of the site shown on the job. */
export async function addConsultant(db: Db, job: { id: number; site_id: number }, email: string) {
  const [row] = await db
    .insert(consultants)
    .values({ site_id: job.site_id, name: `Consultant ${email}`, email })
    .returning({ id: consultants.id });
  if (!row) throw new Error('consultant insert returned no row');
  await db.insert(jobConsultants).values({ job_id: job.id, consultant_id: row.id, position: 0 });
}

/** A user's id by address. */
export async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
