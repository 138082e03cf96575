import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationHistory, applications, jobs, seekerDocuments, seekers } from '../../db/schema/index.js';

export type SeekerRow = typeof seekers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export interface SeekerContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

const SEEKER_LOCK = 22_045;

/**
 * The seeker of the site with this email (any case), locked for the rest of the transaction. Two
 * applications of one new person at once take turns on an advisory lock of (site, address), so the
 * second finds the seeker the first created instead of failing on the unique index.
 */
export async function lockSeekerByEmail(db: Db, siteId: number, email: string): Promise<SeekerRow | undefined> {
  const address = email.toLowerCase();
  await db.execute(sql`select pg_advisory_xact_lock(${SEEKER_LOCK}, hashtext(${`${siteId}:${address}`}))`);
  const [row] = await db
    .select()
    .from(seekers)
    .where(and(eq(seekers.site_id, siteId), sql`lower(${seekers.email}) = ${address}`))
    .for('update');
  return row;
}

/** A new seeker of the site (pending until staff enable them). */
export async function insertSeeker(
  db: Db,
  siteId: number,
  contact: SeekerContact,
  resumeFileId: string | null,
): Promise<SeekerRow> {
  const [row] = await db
    .insert(seekers)
    .values({
      site_id: siteId,
      ...contact,
      name: `${contact.first_name} ${contact.last_name}`,
      resume_file_id: resumeFileId,
      last_activity_at: sql`now()`,
      applications_count: 1,
    })
    .returning();
  if (!row) throw new Error('seeker insert failed');
  return row;
}

/** An existing seeker applies again: their name and phone refreshed, the new resume (if any) kept, one more application. */
export async function refreshSeeker(db: Db, seeker: SeekerRow, contact: SeekerContact, resumeFileId: string | null) {
  await db
    .update(seekers)
    .set({
      first_name: contact.first_name,
      last_name: contact.last_name,
      name: `${contact.first_name} ${contact.last_name}`,
      ...(contact.phone ? { phone: contact.phone } : {}),
      ...(resumeFileId ? { resume_file_id: resumeFileId } : {}),
      last_activity_at: sql`now()`,
      applications_count: sql`${seekers.applications_count} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(seekers.id, seeker.id));
}

/** Whether the seeker already applied for the job. */
export async function hasApplied(db: Db, jobId: number, seekerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.job_id, jobId), eq(applications.seeker_id, seekerId)));
  return row !== undefined;
}

/** The application, its first history row, its documents, and the job's counter, in the caller's transaction. */
export async function insertApplication(
  db: Db,
  values: typeof applications.$inferInsert & { job_id: number; seeker_id: number },
  documentIds: readonly string[],
  mailed: boolean,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert failed');
  await db.insert(applicationHistory).values({
    application_id: row.id,
    from_status: null,
    to_status: row.status,
    notified: mailed ? ['candidate'] : [],
  });
  if (documentIds.length) {
    await db
      .insert(seekerDocuments)
      .values(documentIds.map((file_id) => ({ seeker_id: values.seeker_id, file_id, application_id: row.id })));
  }
  await db
    .update(jobs)
    .set({ applications_count: sql`${jobs.applications_count} + 1` })
    .where(eq(jobs.id, values.job_id));
  return row;
}
