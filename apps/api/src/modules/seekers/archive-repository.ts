import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationFeedbacks,
  applicationHistory,
  applications,
  applicationTags,
  auditEvents,
  employers,
  files,
  jobs,
  seekerDocuments,
  seekers,
  seekerTags,
  tags,
} from '../../db/schema/index.js';
import { personOf } from '../../lib/resource/people-repository.js';
import { users } from '../../db/schema/index.js';

/**
 * Everything the site holds about one seeker (decision 0100), every statement bound to the seeker's
 * id and the site's: the profile, applications with their answers, history, feedback and tags,
 * the documents and resumes (rows; the bytes are read from storage), and the audit about them.
 * A seeker has at most a few hundred applications, so this is read whole; only files stream.
 */
export async function readSeekerHoldings(db: Db, siteId: number, seekerId: number, seekerUuid: string) {
  const own = and(eq(applications.seeker_id, seekerId), eq(applications.site_id, siteId));
  const apps = await db
    .select({
      application: applications,
      job: { uuid: jobs.uuid, title: jobs.title, reference: jobs.reference },
      employer: employers.business_name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .where(own)
    .orderBy(asc(applications.applied_at), asc(applications.id));
  const appIds = apps.map((a) => a.application.id);
  const appUuids = apps.map((a) => a.application.uuid);
  const none = sql`false`;
  const [history, feedback, seekerTagRows, appTagRows, documents, audit] = await Promise.all([
    appIds.length
      ? db
          .select()
          .from(applicationHistory)
          .where(inArray(applicationHistory.application_id, appIds))
          .orderBy(asc(applicationHistory.created_at), asc(applicationHistory.id))
      : [],
    appIds.length
      ? db
          .select({ feedback: applicationFeedbacks, author: personOf(users) })
          .from(applicationFeedbacks)
          .leftJoin(users, eq(users.id, applicationFeedbacks.author_id))
          .where(inArray(applicationFeedbacks.application_id, appIds))
          .orderBy(asc(applicationFeedbacks.created_at))
      : [],
    db
      .select({ name: tags.name })
      .from(seekerTags)
      .innerJoin(tags, and(eq(tags.id, seekerTags.tag_id), eq(tags.site_id, siteId)))
      .where(eq(seekerTags.owner_id, seekerUuid)),
    appUuids.length
      ? db
          .select({ owner: applicationTags.owner_id, name: tags.name })
          .from(applicationTags)
          .innerJoin(tags, and(eq(tags.id, applicationTags.tag_id), eq(tags.site_id, siteId)))
          .where(inArray(applicationTags.owner_id, appUuids))
      : [],
    db
      .select({ file_id: seekerDocuments.file_id, application_id: seekerDocuments.application_id })
      .from(seekerDocuments)
      .where(eq(seekerDocuments.seeker_id, seekerId)),
    db
      .select({
        subject: auditEvents.subject,
        subject_id: auditEvents.subject_id,
        action: auditEvents.action,
        details: auditEvents.details,
        at: auditEvents.created_at,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.site_id, siteId),
          or(
            and(eq(auditEvents.subject, 'seeker'), eq(auditEvents.subject_id, seekerUuid)),
            appUuids.length
              ? and(eq(auditEvents.subject, 'application'), inArray(auditEvents.subject_id, appUuids))
              : none,
          ),
        ),
      )
      .orderBy(asc(auditEvents.created_at), asc(auditEvents.id)),
  ]);
  return { apps, history, feedback, seekerTags: seekerTagRows, appTags: appTagRows, documents, audit };
}

/** The stored files among these ids that belong to the site (name, type, size, storage key). */
export async function filesOfSite(db: Db, siteId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, key: files.storage_key })
    .from(files)
    .where(and(eq(files.site_id, siteId), inArray(files.id, [...ids])));
}

export type SeekerRecord = typeof seekers.$inferSelect;
