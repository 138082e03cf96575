import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationFeedbacks,
  applications,
  applicationTags,
  candidateTokens,
  seekerDocuments,
  seekerPasswordTokens,
  seekers,
  seekerTags,
} from '../../db/schema/index.js';
import { profileIdOf } from './presenter.js';

/** The seeker of the site by uuid, locked until the transaction ends, or undefined. */
export async function lockSiteSeeker(db: Db, siteId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(seekers)
    .where(and(eq(seekers.site_id, siteId), eq(seekers.uuid, uuid)))
    .for('update');
  return row;
}

/**
 * Blanks every personal field the site holds about the seeker, in the caller's transaction
 * (decision 0100). Kept: the seeker's row and uuid (the audit's subject), each application's job,
 * status, stage, dates and history (the job's and the stages' counts). Gone: names, addresses,
 * phone, answers, cover notes, the sending address, resumes, document links, recruiters' feedback,
 * tags, password and sign-in tokens. Answers the file ids it let go of, for `deleteFileRows`.
 */
export async function blankSeeker(db: Db, seeker: { id: number; uuid: string }, now: Date): Promise<string[]> {
  const own = eq(applications.seeker_id, seeker.id);
  const apps = await db
    .select({ id: applications.id, uuid: applications.uuid, resume: applications.resume_file_id })
    .from(applications)
    .where(own);
  const [current] = await db.select({ resume: seekers.resume_file_id }).from(seekers).where(eq(seekers.id, seeker.id));
  const documents = await db
    .delete(seekerDocuments)
    .where(eq(seekerDocuments.seeker_id, seeker.id))
    .returning({ file: seekerDocuments.file_id });
  const appIds = apps.map((a) => a.id);
  if (appIds.length) {
    await db.delete(applicationFeedbacks).where(inArray(applicationFeedbacks.application_id, appIds));
    await db.delete(applicationTags).where(
      inArray(
        applicationTags.owner_id,
        apps.map((a) => a.uuid),
      ),
    );
  }
  await db
    .update(applications)
    .set({
      first_name: null,
      last_name: null,
      name: null,
      email: null,
      phone: null,
      answers: [],
      cover_note: null,
      resume_file_id: null,
      client_address: null,
    })
    .where(own);
  await db.delete(seekerTags).where(eq(seekerTags.owner_id, seeker.uuid));
  await db.delete(seekerPasswordTokens).where(eq(seekerPasswordTokens.seeker_id, seeker.id));
  await db.delete(candidateTokens).where(eq(candidateTokens.seeker_id, seeker.id));
  const label = profileIdOf(seeker.uuid);
  await db
    .update(seekers)
    .set({
      status: 'disabled',
      first_name: label,
      last_name: '',
      name: label,
      // Unique per site and never deliverable (RFC 2606 keeps `.invalid`).
      email: `erased-${seeker.uuid}@erased.invalid`,
      phone: null,
      visa_type: null,
      desired_work_type: null,
      resume_file_id: null,
      password_hash: null,
      retention_warned_at: null,
      erased_at: now,
      updated_at: sql`now()`,
    })
    .where(eq(seekers.id, seeker.id));
  return [current?.resume, ...apps.map((a) => a.resume), ...documents.map((d) => d.file)].filter(
    (id): id is string => !!id,
  );
}
