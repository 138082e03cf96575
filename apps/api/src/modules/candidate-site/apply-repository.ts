import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import {
  accounts,
  applicationHistory,
  applications,
  jobs,
  seekerDocuments,
  seekers,
  sites,
} from '../../db/schema/index.js';

export type SeekerRow = typeof seekers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export interface SeekerContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  visa_type?: string | null;
  desired_work_type?: string | null;
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

/**
 * An existing seeker applies again (decision 0062): one more application and their latest activity,
 * nothing of who they are. Their name, phone and resume change only from their own signed-in
 * session; what this application was sent with is kept on the application.
 */
export async function countSeekerApplication(db: Db, seeker: SeekerRow) {
  await db
    .update(seekers)
    .set({
      last_activity_at: sql`now()`,
      applications_count: sql`${seekers.applications_count} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(seekers.id, seeker.id));
}

const BUDGET_LOCK = { address: 22_046, site: 22_047 };

/**
 * Holds the candidate byte budgets of the address and the site until the transaction ends
 * (address first, then site: one order, no deadlock), so concurrent applications are counted one
 * after another (decision 0062).
 */
export async function lockCandidateBudget(db: Db, siteId: number, address: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK.address}, hashtext(${address}))`);
  await db.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK.site}, ${siteId})`);
}

/**
 * Bytes of files sent with applications over the last `seconds`: from the address (on any site:
 * one sum read past the row policies, decision 0104) and to the site (indexes `(client_address, applied_at, files_bytes)` and `(site_id, applied_at,
 * files_bytes)` where bytes were sent: read from the index alone).
 */
export async function candidateBytesToday(
  db: Db,
  siteId: number,
  address: string,
  seconds: number,
): Promise<{ site: number; address: number }> {
  const since = sql`now() - make_interval(secs => ${seconds})`;
  const [row] = await queryRows<{ site: string; address: string }>(
    db,
    sql`select
      (select coalesce(sum(${applications.files_bytes}), 0) from ${applications}
        where ${applications.site_id} = ${siteId} and ${applications.applied_at} > ${since}
          and ${applications.files_bytes} > 0) as site,
      portal_address_bytes_since(${address}, ${since}) as address`,
  );
  return { site: Number(row?.site ?? 0), address: Number(row?.address ?? 0) };
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
  mailed: { candidate: boolean; employer: readonly string[] },
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert failed');
  await db.insert(applicationHistory).values({
    application_id: row.id,
    from_status: null,
    to_status: row.status,
    notified: mailed.candidate ? ['candidate'] : [],
    mailed_to: [...mailed.employer],
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

/**
 * Where the job's applications are mailed (its own `application_emails`, read in the application's
 * transaction, not from the public read, which never carries them) and the names of its account
 * and site, which the portal's path of the application holds (decision 0064).
 */
export async function findJobMailing(db: Db, jobId: number, siteId: number) {
  const [row] = await db
    .select({ emails: jobs.application_emails, account: accounts.name, site: sites.name })
    .from(jobs)
    .innerJoin(sites, eq(sites.id, jobs.site_id))
    .innerJoin(accounts, eq(accounts.id, sites.account_id))
    .where(and(eq(jobs.id, jobId), eq(jobs.site_id, siteId)));
  return row;
}
