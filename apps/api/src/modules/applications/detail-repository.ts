import { and, asc, desc, eq } from 'drizzle-orm';
import type { ApplicationFile } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { applicationHistory, applicationTags, files, seekerDocuments, users } from '../../db/schema/index.js';
import { tagsOfOwners } from '../tags/index.js';

const fileColumns = { uuid: files.id, name: files.name, type: files.mime, size: files.size };

/** The application's resume as a file of its own site (another site's file is never named). */
export async function findResume(db: Db, siteId: number, fileId: string | null): Promise<ApplicationFile | null> {
  if (fileId === null) return null;
  const [row] = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.site_id, siteId)));
  return row ?? null;
}

/** The documents the candidate sent with this application, oldest first. */
export async function findDocuments(db: Db, siteId: number, applicationId: number): Promise<ApplicationFile[]> {
  return db
    .select(fileColumns)
    .from(seekerDocuments)
    .innerJoin(files, and(eq(files.id, seekerDocuments.file_id), eq(files.site_id, siteId)))
    .where(eq(seekerDocuments.application_id, applicationId))
    .orderBy(asc(seekerDocuments.created_at), asc(files.id));
}

/** Every status and stage change, newest first, with who made it and who was mailed. */
export async function findActivity(db: Db, applicationId: number) {
  return db
    .select({
      from_status: applicationHistory.from_status,
      to_status: applicationHistory.to_status,
      from_stage: applicationHistory.from_stage,
      to_stage: applicationHistory.to_stage,
      notified: applicationHistory.notified,
      created_at: applicationHistory.created_at,
      changed_by: { id: users.id, name: users.name },
    })
    .from(applicationHistory)
    .leftJoin(users, eq(users.id, applicationHistory.changed_by))
    .where(eq(applicationHistory.application_id, applicationId))
    .orderBy(desc(applicationHistory.created_at), desc(applicationHistory.id));
}

/** The application's tags of its site, by name. */
export async function findTags(db: Db, siteId: number, uuid: string) {
  return (await tagsOfOwners(db, applicationTags, { siteId }, [uuid])).get(uuid) ?? [];
}
