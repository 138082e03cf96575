import { aliasedTable, and, eq } from 'drizzle-orm';
import { JobSchema, type JobListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { employers, jobs, memberships, users } from '../../db/schema/index.js';
import { columnsOfSchema } from '../../lib/resource/scoped-list-repository.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import { placedOnSite, type Reach } from '../access/index.js';
import { carryingTag, showingConsultant } from './links-repository.js';

const keyContact = aliasedTable(users, 'key_contact');

/** The columns of a list row: `JobSchema`'s keys (decision 0074), none of the steps' rich text and lists the detail reads. */
const listed = columnsOfSchema(jobs, JobSchema);
const employerName = { id: employers.id, name: employers.business_name };

/** `job` (these columns of a job) with its employer and its key contact, both by name. */
const withKeyContact = <J extends typeof jobs | typeof listed>(db: Db, job: J) =>
  db
    .select({ job, employer: employerName, key_contact: { id: keyContact.id, name: keyContact.name } })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employer_id))
    .leftJoin(keyContact, eq(keyContact.id, jobs.key_contact_id))
    .$dynamic();

/**
 * A site's jobs (decision 0036): staff reach every job of the site, an employer's own user only
 * that employer's, in every statement (list, count, detail, write). An insert takes the reach's
 * site and, for an employer's user, its employer: no caller can set either. A record is the whole
 * job with its key contact; a page reads the list row's columns and the employer only (a million
 * jobs' descriptions stay unread), the CSV those and the key contact.
 */
export const jobRows = scopedRepository({
  ...siteOwned(jobs, jobs.employer_id),
  key: jobs.uuid,
  owner: (reach: Reach) => ({
    site_id: reach.siteId,
    ...(reach.employerId === undefined ? {} : { employer_id: reach.employerId }),
  }),
  record: (db: Db) => withKeyContact(db, jobs),
  list: {
    rows: (db: Db) =>
      db
        .select({ job: listed, employer: employerName })
        .from(jobs)
        .innerJoin(employers, eq(employers.id, jobs.employer_id))
        .$dynamic(),
    exported: (db: Db) => withKeyContact(db, listed),
    search: [jobs.title, jobs.reference],
    filters: (f: JobListQuery['filter']) => [
      equalsWhenGiven(jobs.status, f.status),
      equalsWhenGiven(jobs.employer_id, f.employer),
      equalsWhenGiven(jobs.work_type, f.work_type),
      equalsWhenGiven(jobs.classification, f.classification),
      showingConsultant(f.consultant),
      carryingTag(f.tag),
    ],
    sorts: {
      created_at: jobs.created_at,
      updated_at: jobs.updated_at,
      title: jobs.title,
      reference: jobs.reference,
      advert_start_date: jobs.advert_start_date,
      advert_end_date: jobs.advert_end_date,
    },
    defaultSort: '-created_at' as NonNullable<JobListQuery['sort']>,
  },
});

export type JobRecord = NonNullable<Awaited<ReturnType<typeof jobRows.find>>>;

/** The employer of the site a job may belong to (for an employer's user, only its own), by name. */
export async function findEmployerOfSite(db: Db, reach: Reach, employerId: number) {
  if (reach.employerId !== undefined && reach.employerId !== employerId) return undefined;
  const [row] = await db
    .select(employerName)
    .from(employers)
    .where(and(eq(employers.id, employerId), eq(employers.site_id, reach.siteId)));
  return row;
}

/**
 * A key contact: a member of the site, of its account, or of the job's employer. Anyone else (another
 * tenant's user, a user who does not exist) is undefined, so the form's field is "invalid".
 */
export async function findKeyContact(db: Db, reach: Reach, employerId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.user_id, userId), placedOnSite(db, reach.siteId, employerId)))
    .limit(1);
  return row;
}
