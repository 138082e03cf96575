import { and, desc, eq, sql } from 'drizzle-orm';
import { SEEKER_ACTIVITY_LIMIT } from '@portal/contract';
import { queryRows, type Db } from '../../db/client.js';
import { countCapped } from '../../db/list-query.js';
import {
  applicationHistory,
  applications,
  auditEvents,
  employers,
  jobs,
  seekerDocuments,
  seekers,
  users,
} from '../../db/schema/index.js';
import { assertPageReachable, offsetOf, type PageQuery } from '../../lib/list-page.js';
import { impersonators, personOf } from '../../lib/resource/people-repository.js';
import type { Reach } from '../access/index.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** Applications of one seeker on the reach's site (index `(seeker_id, applied_at)`). */
const ofSeeker = (reach: Reach, seekerId: number) =>
  and(eq(applications.seeker_id, seekerId), eq(applications.site_id, reach.siteId));

/** One page of a seeker's applications, newest first, with the job and its employer (one query, no N+1). */
export async function pageSeekerApplications(db: Db, reach: Reach, seekerId: number, q: PageQuery) {
  assertPageReachable(q);
  const where = ofSeeker(reach, seekerId);
  const [rows, count] = await Promise.all([
    db
      .select({
        application: applications,
        job: { uuid: jobs.uuid, title: jobs.title, reference: jobs.reference },
        employer: { id: employers.id, name: employers.business_name },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(employers, eq(employers.id, applications.employer_id))
      .where(where)
      .orderBy(desc(applications.applied_at), desc(applications.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(db, db.select({ id: applications.id }).from(applications).where(where).$dynamic()),
  ]);
  return { rows, count };
}

const limit = SEEKER_ACTIVITY_LIMIT;

/** What the activity tab merges, each read newest first and bounded: applications, their status changes, the audit. */
export async function seekerActivity(db: Db, reach: Reach, seeker: { id: number; uuid: string }) {
  const [applied, changes, audited] = await Promise.all([
    db
      .select({ at: applications.applied_at, job: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .where(ofSeeker(reach, seeker.id))
      .orderBy(desc(applications.applied_at))
      .limit(limit),
    db
      .select({
        at: applicationHistory.created_at,
        job: jobs.title,
        from: applicationHistory.from_status,
        to: applicationHistory.to_status,
        from_stage: applicationHistory.from_stage,
        to_stage: applicationHistory.to_stage,
        by: personOf(users),
        impersonator: personOf(impersonators),
      })
      .from(applicationHistory)
      .innerJoin(applications, eq(applications.id, applicationHistory.application_id))
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .leftJoin(users, eq(users.id, applicationHistory.changed_by))
      .leftJoin(impersonators, eq(impersonators.id, applicationHistory.impersonator_id))
      .where(ofSeeker(reach, seeker.id))
      .orderBy(desc(applicationHistory.created_at))
      .limit(limit),
    db
      .select({
        at: auditEvents.created_at,
        action: auditEvents.action,
        details: auditEvents.details,
        by: personOf(users),
        impersonator: personOf(impersonators),
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actor_id))
      .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonator_id))
      .where(
        and(
          eq(auditEvents.subject, 'seeker'),
          eq(auditEvents.subject_id, seeker.uuid),
          eq(auditEvents.site_id, reach.siteId),
        ),
      )
      .orderBy(desc(auditEvents.created_at))
      .limit(limit),
  ]);
  return { applied, changes, audited };
}

/** What deleting a seeker lets go of: their files (resume, documents, each application's resume). */
export async function filesOfSeeker(db: Db, seekerId: number): Promise<string[]> {
  const rows = await queryRows<{ id: string | null }>(
    db,
    sql`select resume_file_id as id from ${seekers} where id = ${seekerId}
        union select resume_file_id from ${applications} where seeker_id = ${seekerId}
        union select file_id from ${seekerDocuments} where seeker_id = ${seekerId}`,
  );
  return rows.map((r) => r.id).filter((id): id is string => !!id);
}

/** The jobs a seeker applied to lose one application each (their counters stay true); in the delete's transaction. */
export async function releaseApplicationCounts(db: Db, seekerId: number): Promise<void> {
  await db.execute(sql`
    update ${jobs} set applications_count = greatest(${jobs.applications_count} - 1, 0)
    where ${jobs.id} in (select job_id from ${applications} where seeker_id = ${seekerId})`);
}
