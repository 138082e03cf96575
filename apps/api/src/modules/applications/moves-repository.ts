import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ApplicationRecipient, ApplicationStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import {
  applicationHistory,
  applications,
  consultants,
  jobConsultants,
  jobs,
  memberships,
  seekers,
  users,
} from '../../db/schema/index.js';
import { currentImpersonator } from '../../lib/acting-for.js';
import { placedOnSite, type Reach } from '../access/index.js';
import { applicationRows, sentContact } from './repository.js';

/** These applications of the reach with what a move mails about: the candidate and the job. */
export async function findForMove(db: Db, reach: Reach, uuids: readonly string[]) {
  if (!uuids.length) return [];
  return db
    .select({
      application: applications,
      seeker: sentContact,
      job: {
        id: jobs.id,
        uuid: jobs.uuid,
        title: jobs.title,
        site_id: jobs.site_id,
        employer_id: jobs.employer_id,
        key_contact_id: jobs.key_contact_id,
        created_by: jobs.created_by,
      },
    })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seeker_id))
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(applicationRows.where(reach, inArray(applications.uuid, [...uuids])));
}
export type MoveRecord = Awaited<ReturnType<typeof findForMove>>[number];
export type MoveJob = MoveRecord['job'];

type Row = MoveRecord['application'];

/**
 * Sets the status or stage only if the row still holds what it was read with (a concurrent move
 * makes this one a 409), and never on a withdrawn application. False when nothing was moved.
 */
export async function moveApplication(
  db: Db,
  row: Pick<Row, 'id' | 'status' | 'stage'>,
  values: { status?: ApplicationStatus; stage?: string | null },
): Promise<boolean> {
  const moved = await db
    .update(applications)
    .set({ ...values, updated_at: sql`now()` })
    .where(
      and(
        eq(applications.id, row.id),
        eq(applications.status, row.status),
        ne(applications.status, 'withdrawn'),
        sql`${applications.stage} is not distinct from ${row.stage}`,
      ),
    )
    .returning({ id: applications.id });
  return moved.length > 0;
}

/** One change of an application, by the request's user and the staff member behind them, if any. */
export async function recordHistory(db: Db, entry: typeof applicationHistory.$inferInsert) {
  await db.insert(applicationHistory).values({ impersonator_id: currentImpersonator(), ...entry });
}

export interface Addressee {
  name: string;
  email: string;
}

/**
 * The job's "admins" (decision 0044): its key contact and whoever posted it, each only while they
 * are staff of the job's site (a membership of the site or its account) or users of the job's
 * employer. A user of another tenant, however they came to be named, is never mailed.
 */
export async function findJobAdmins(db: Db, job: MoveJob): Promise<Addressee[]> {
  const ids = [job.key_contact_id, job.created_by].filter((id): id is number => id !== null);
  if (!ids.length) return [];
  const belongs = db
    .select({ id: memberships.user_id })
    .from(memberships)
    .where(placedOnSite(db, job.site_id, job.employer_id));
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), inArray(users.id, belongs)));
}

/** The job's consultants of its own site that have an address. */
export async function findJobConsultants(db: Db, job: MoveJob): Promise<Addressee[]> {
  return db
    .select({ name: consultants.name, email: consultants.email })
    .from(jobConsultants)
    .innerJoin(consultants, eq(consultants.id, jobConsultants.consultant_id))
    .where(and(eq(jobConsultants.job_id, job.id), eq(consultants.site_id, job.site_id), ne(consultants.email, '')));
}

/** Who each recipient group of a move is, for one application. */
export const RECIPIENT_FINDERS: Record<ApplicationRecipient, (db: Db, record: MoveRecord) => Promise<Addressee[]>> = {
  admins: (db, record) => findJobAdmins(db, record.job),
  consultants: (db, record) => findJobConsultants(db, record.job),
  candidate: async (_db, record) => [record.seeker],
};
