import { aliasedTable, and, desc, eq, inArray } from 'drizzle-orm';
import type { ConsultantListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import { placedOnSite, type Reach } from '../access/index.js';
import { consultants, files, jobConsultants, jobs, memberships, users } from '../../db/schema/index.js';

const linkedUser = aliasedTable(users, 'linked_user');

/** A site's consultants (decision 0016), each read with its photo's file and its linked user. */
export const consultantRows = scopedRepository({
  ...siteOwned(consultants),
  key: consultants.id,
  record: (db: Db) =>
    db
      .select({
        consultant: consultants,
        photo: { id: files.id, kind: files.kind, name: files.name },
        user: { id: linkedUser.id, name: linkedUser.name, email: linkedUser.email },
      })
      .from(consultants)
      .leftJoin(files, and(eq(files.id, consultants.photo_file_id), eq(files.site_id, consultants.site_id)))
      .leftJoin(linkedUser, eq(linkedUser.id, consultants.user_id))
      .$dynamic(),
  list: {
    search: [consultants.name, consultants.email, consultants.job_title],
    filters: (f: ConsultantListQuery['filter']) => [
      equalsWhenGiven(consultants.active, f.active === undefined ? undefined : f.active === 'true'),
    ],
    sorts: { name: consultants.name, created_at: consultants.created_at },
    defaultSort: 'name' as NonNullable<ConsultantListQuery['sort']>,
  },
});

export type ConsultantRecord = NonNullable<Awaited<ReturnType<typeof consultantRows.find>>>;

/** The job statuses in which an advert is running: a consultant shown there cannot be deleted. */
const RUNNING = ['live', 'unlisted'] as const;

/** The site's running (live or unlisted) jobs that show this consultant, newest first (the detail's `jobs`). */
export async function listLiveJobsShowing(db: Db, reach: Reach, id: number, limit = 100) {
  return db
    .select({ id: jobs.uuid, title: jobs.title, status: jobs.status })
    .from(jobConsultants)
    .innerJoin(jobs, eq(jobs.id, jobConsultants.job_id))
    .where(
      and(eq(jobConsultants.consultant_id, id), eq(jobs.site_id, reach.siteId), inArray(jobs.status, [...RUNNING])),
    )
    .orderBy(desc(jobs.created_at), desc(jobs.id))
    .limit(limit);
}

/** Members of the site itself or of its account (an employer's users are not consultants). */
const siteStaff = (db: Db, reach: Reach) => placedOnSite(db, reach.siteId);

/** A staff user of the site, or undefined for anyone else (so another tenant's user is "invalid"). */
export async function findSiteStaffUser(db: Db, reach: Reach, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .where(and(eq(users.id, userId), siteStaff(db, reach)))
    .limit(1);
  return row;
}

/** The site's staff users a consultant may be linked to, by name (the form's picker). */
export async function listSiteStaffUsers(db: Db, reach: Reach) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .where(siteStaff(db, reach))
    .orderBy(users.name, users.id)
    .limit(500);
}
