import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationFile } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { files, seekerDocuments } from '../../db/schema/index.js';

/** A file as a candidate's papers show it (the contract's file reference). */
const fileRef = { uuid: files.id, name: files.name, type: files.mime, size: files.size };

/** A candidate's resume as a file of their own site, or null: another site's file is never named. */
export async function resumeOfSite(db: Db, siteId: number, fileId: string | null): Promise<ApplicationFile | null> {
  if (fileId === null) return null;
  const [row] = await db
    .select(fileRef)
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.site_id, siteId)));
  return row ?? null;
}

/** The documents a candidate sent (all of theirs, or with one application), oldest first, files of their site only. */
export async function documentsSent(
  db: Db,
  siteId: number,
  sent: { seekerId: number } | { applicationId: number },
): Promise<ApplicationFile[]> {
  const by =
    'seekerId' in sent
      ? eq(seekerDocuments.seeker_id, sent.seekerId)
      : eq(seekerDocuments.application_id, sent.applicationId);
  return db
    .select(fileRef)
    .from(seekerDocuments)
    .innerJoin(files, and(eq(files.id, seekerDocuments.file_id), eq(files.site_id, siteId)))
    .where(by)
    .orderBy(asc(seekerDocuments.created_at), asc(files.id));
}
