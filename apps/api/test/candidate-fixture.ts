// Test data for the candidate features before the public candidate API writes any: rows inserted
// directly, as an apply, a flag or a feedback would leave them. Used by tests only.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, FlagReason, SeekerStatus } from '@portal/contract';
import {
  applicationHistory,
  applications,
  files,
  jobFeedbacks,
  jobFlags,
  jobs,
  seekerDocuments,
  seekers,
} from '../src/db/schema/index.js';
import type { AppDeps } from '../src/deps.js';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

let serial = 0;

/** A seeker of the site; unique email unless given. */
export async function insertSeeker(
  deps: Deps,
  siteId: number,
  more: Partial<typeof seekers.$inferInsert> & { status?: SeekerStatus } = {},
) {
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
  deps: Deps,
  job: { id: number; site_id: number; employer_id: number },
  seekerId: number,
  more: Partial<typeof applications.$inferInsert> & { status?: ApplicationStatus } = {},
) {
  const [row] = await deps.db
    .insert(applications)
    .values({ site_id: job.site_id, employer_id: job.employer_id, job_id: job.id, seeker_id: seekerId, ...more })
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

export async function insertDocument(deps: Deps, seekerId: number, fileId: string, applicationId?: number) {
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
