import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, seekerDocuments } from '../../db/schema/index.js';

const fileRef = { uuid: files.id, name: files.name, type: files.mime, size: files.size };

/** A file of the seeker's site by id (their resume), or undefined. */
export async function findSeekerFile(db: Db, siteId: number, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select(fileRef)
    .from(files)
    .where(and(eq(files.id, id), eq(files.site_id, siteId)));
  return row;
}

/** The documents a seeker sent, oldest first (files of their own site only). */
export async function documentsOfSeeker(db: Db, siteId: number, seekerId: number) {
  return db
    .select(fileRef)
    .from(seekerDocuments)
    .innerJoin(files, and(eq(files.id, seekerDocuments.file_id), eq(files.site_id, siteId)))
    .where(eq(seekerDocuments.seeker_id, seekerId))
    .orderBy(asc(seekerDocuments.created_at), asc(files.id));
}
