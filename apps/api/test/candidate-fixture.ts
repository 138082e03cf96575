// Test data for the candidate features: rows inserted directly, as an apply, a flag or a feedback
// leaves them (the public candidate API's own tests go through it). Used by tests only.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, FlagReason, SeekerStatus } from '@portal/contract';
import {
  applicationHistory,
  applications,
  consultants,
  files,
  jobConsultants,
  jobFeedbacks,
  jobFlags,
  jobs,
  seekerDocuments,
  seekers,
  users,
} from '../src/db/schema/index.js';
import type { AppDeps } from '../src/lib/resource/deps.js';

type Deps = Pick<AppDeps, 'db' | 'storage'>;
type DbDeps = Pick<AppDeps, 'db'>;
type SeekerInit = Partial<typeof seekers.$inferInsert> & { status?: SeekerStatus };

/** An active candidate named so (first word the first name). */
export function person(name: string): SeekerInit {
  const [first = name, ...rest] = name.split(' ');
  return { first_name: first, last_name: rest.join(' '), name, status: 'active' };
}

/** What a candidate answered to a yes/no screening question (the applications' default). */
const SAMPLE_ANSWERS = [{ question: 'Can you start at 4 am?', kind: 'yes_no', answer: 'yes', knocked_out: false }];

let serial = 0;

/** A seeker of the site (pending unless told; `person(name)` for an active one); unique email unless given. */
export async function insertSeeker(deps: DbDeps, siteId: number, more: SeekerInit = {}) {
  serial += 1;
  const first = more.first_name ?? `Sam${serial}`;
  const last = more.last_name ?? 'Candidate';
  const [row] = await deps.db
    .insert(seekers)
    .values({
      site_id: siteId,
      first_name: first,
      last_name: last,
      name: `${first} ${last}`,
      email: `seeker${serial}-${randomUUID().slice(0, 6)}@candidate.test`,
      last_activity_at: new Date(),
      ...more,
    })
    .returning();
  if (!row) throw new Error('seeker insert failed');
  return row;
}

/** A private upload of the site (a resume or a document) with its bytes in storage. */
export async function insertStoredFile(deps: Deps, siteId: number, kind: 'resume' | 'document' = 'resume') {
  const id = randomUUID();
  const key = `uploads/${siteId}/${id}.pdf`;
  await deps.storage.put(key, Readable.from([Buffer.from('%PDF-1.4 test')]), { contentType: 'application/pdf' });
  await deps.db
    .insert(files)
    .values({ id, site_id: siteId, kind, name: `${kind}.pdf`, mime: 'application/pdf', size: 13, storage_key: key });
  return { id, key };
}

/** An application of the seeker to the job (the job's site and employer), both counters kept. */
export async function insertApplication(
  deps: DbDeps,
  job: { id: number; site_id: number; employer_id: number },
  seeker: number | { id: number },
  more: Partial<typeof applications.$inferInsert> & { status?: ApplicationStatus } = {},
) {
  const seekerId = typeof seeker === 'number' ? seeker : seeker.id;
  const [row] = await deps.db
    .insert(applications)
    .values({
      site_id: job.site_id,
      employer_id: job.employer_id,
      job_id: job.id,
      seeker_id: seekerId,
      answers: SAMPLE_ANSWERS,
      ...more,
    })
    .returning();
  if (!row) throw new Error('application insert failed');
  await deps.db
    .update(jobs)
    .set({ applications_count: sql`${jobs.applications_count} + 1` })
    .where(eq(jobs.id, job.id));
  await deps.db
    .update(seekers)
    .set({ applications_count: sql`${seekers.applications_count} + 1` })
    .where(eq(seekers.id, seekerId));
  return row;
}

/** A status change of an application, as the applications API records it. */
export async function insertStatusChange(
  deps: Deps,
  applicationId: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  changedBy: number | null = null,
) {
  await deps.db
    .insert(applicationHistory)
    .values({ application_id: applicationId, from_status: from, to_status: to, changed_by: changedBy });
}

export async function insertDocument(deps: DbDeps, seekerId: number, fileId: string, applicationId?: number) {
  await deps.db.insert(seekerDocuments).values({ seeker_id: seekerId, file_id: fileId, application_id: applicationId });
}

/** A candidate's report on a job of the site. */
export async function insertFlag(
  deps: Deps,
  job: { id: number; site_id: number },
  reason: FlagReason,
  more: { comments?: string; created_at?: Date } = {},
) {
  const [row] = await deps.db
    .insert(jobFlags)
    .values({ site_id: job.site_id, job_id: job.id, reason, ...more })
    .returning();
  if (!row) throw new Error('flag insert failed');
  return row;
}

export async function insertFeedback(
  deps: Deps,
  job: { id: number; site_id: number },
  rating: number,
  recommend: boolean,
  more: { comments?: string; created_at?: Date } = {},
) {
  await deps.db
    .insert(jobFeedbacks)
    .values({ site_id: job.site_id, job_id: job.id, rating, recommend_employer: recommend, ...more });
}

/** A job's ids by uuid (the fixtures take the job's row). */
export async function jobByUuid(deps: Deps, uuid: string) {
  const [row] = await deps.db
    .select({
      id: jobs.id,
      site_id: jobs.site_id,
      employer_id: jobs.employer_id,
      applications_count: jobs.applications_count,
    })
    .from(jobs)
    .where(eq(jobs.uuid, uuid));
  if (!row) throw new Error(`no job ${uuid}`);
  return row;
}

/** A job of the employer, straight into the table (`live` unless told). */
export async function insertJob(
  deps: DbDeps,
  values: { siteId: number; employerId: number; title?: string; keyContactId?: number; createdBy?: number },
) {
  const [row] = await deps.db
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

/** A consultant of the site shown on the job. */
export async function addConsultant(deps: DbDeps, job: { id: number; site_id: number }, email: string) {
  const [row] = await deps.db
    .insert(consultants)
    .values({ site_id: job.site_id, name: `Consultant ${email}`, email })
    .returning({ id: consultants.id });
  if (!row) throw new Error('consultant insert returned no row');
  await deps.db.insert(jobConsultants).values({ job_id: job.id, consultant_id: row.id, position: 0 });
}

/** A user's id by address. */
export async function userId(deps: DbDeps, email: string): Promise<number> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
