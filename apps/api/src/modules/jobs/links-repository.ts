import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fileUrl, type JobConsultant } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { consultants, files, jobConsultants, jobs, jobTags, memberships } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { replaceTagLinks, tagsOfOwners } from '../tags/index.js';

/** The site's consultants among `ids`, with whether each is active (another site's are left out). */
export async function findSiteConsultants(db: Db, reach: Reach, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: consultants.id, active: consultants.active })
    .from(consultants)
    .where(and(eq(consultants.site_id, reach.siteId), inArray(consultants.id, [...ids])));
}

/** The consultants a job shows, in its order. */
export async function consultantIdsOfJob(db: Db, jobId: number): Promise<number[]> {
  const rows = await db
    .select({ id: jobConsultants.consultant_id })
    .from(jobConsultants)
    .where(eq(jobConsultants.job_id, jobId))
    .orderBy(asc(jobConsultants.position));
  return rows.map((row) => row.id);
}

/** Makes the job show exactly these consultants, in this order; call in the job's transaction. */
export async function replaceJobConsultants(db: Db, jobId: number, ids: readonly number[]) {
  await db.delete(jobConsultants).where(eq(jobConsultants.job_id, jobId));
  if (!ids.length) return;
  await db
    .insert(jobConsultants)
    .values(ids.map((consultant_id, position) => ({ job_id: jobId, consultant_id, position })));
}

/** A clone shows the consultants and carries the tags of the job it copies (decision 0038); in its transaction. */
export async function copyJobLinks(db: Db, from: { id: number; uuid: string }, to: { id: number; uuid: string }) {
  await db.execute(sql`insert into ${jobConsultants} (job_id, consultant_id, position)
    select ${to.id}, consultant_id, position from ${jobConsultants} where job_id = ${from.id}`);
  await db.execute(sql`insert into ${jobTags} (owner_id, tag_id)
    select ${to.uuid}, tag_id from ${jobTags} where owner_id = ${from.uuid}`);
}

/** The consultants a job shows, by name, in its order, with their photo's public link. */
export async function consultantsOfJob(db: Db, jobId: number): Promise<JobConsultant[]> {
  const rows = await db
    .select({
      id: consultants.id,
      name: consultants.name,
      job_title: consultants.job_title,
      active: consultants.active,
      // The key sets a deleted file's references to null: a photo named is a photo stored.
      photo: consultants.photo_file_id,
    })
    .from(jobConsultants)
    .innerJoin(consultants, eq(consultants.id, jobConsultants.consultant_id))
    .where(eq(jobConsultants.job_id, jobId))
    .orderBy(asc(jobConsultants.position));
  return rows.map(({ photo, ...row }) => ({ ...row, photo_url: photo ? fileUrl(photo, 'photo') : null }));
}

/**
 * Whether a file was uploaded by a member of this employer: what an employer's own user may name
 * as a banner (a file of the site uploaded by another employer's user is not theirs to use).
 */
export async function isEmployerUpload(db: Db, employerId: number, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(memberships, eq(memberships.user_id, files.created_by))
    .where(and(eq(files.id, fileId), eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employerId)))
    .limit(1);
  return row !== undefined;
}

/** The list filter `filter[consultant]=id`: jobs showing that consultant (index `(consultant_id, job_id)`). */
export function showingConsultant(consultantId: number | undefined): SQL | undefined {
  if (consultantId === undefined) return undefined;
  return sql`exists (select 1 from ${jobConsultants} where ${jobConsultants.consultant_id} = ${consultantId} and ${jobConsultants.job_id} = ${jobs.id})`;
}

/** A job's tag links (decision 0014), for the tags module's record routes. */
export { jobTags };

/** The list filter `filter[tag]=id`: jobs carrying that tag (index `(tag_id, owner_id)`). */
export function carryingTag(tagId: number | undefined): SQL | undefined {
  if (tagId === undefined) return undefined;
  return sql`exists (select 1 from ${jobTags} where ${jobTags.tag_id} = ${tagId} and ${jobTags.owner_id} = ${jobs.uuid})`;
}

/** Makes the job carry exactly these tags (checked with `tagsForSite` first); in the job's transaction. */
export const replaceJobTags = (db: Db, uuid: string, tagIds: readonly number[]) =>
  replaceTagLinks(db, jobTags, uuid, tagIds);

/** A job's tags of the reach's site, by name. */
export async function tagsOfJob(db: Db, reach: Reach, uuid: string) {
  return (await tagsOfOwners(db, jobTags, reach, [uuid])).get(uuid) ?? [];
}
