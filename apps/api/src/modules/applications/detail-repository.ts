import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationHistory, applicationTags } from '../../db/schema/index.js';
import { changesNewestFirst } from '../../lib/resource/history-repository.js';
import { tagsOfOwners } from '../tags/index.js';

/** Every status and stage change, newest first, with who made it and who was mailed. */
export async function findActivity(db: Db, applicationId: number) {
  return changesNewestFirst(db, applicationHistory, eq(applicationHistory.application_id, applicationId), {
    from_status: applicationHistory.from_status,
    to_status: applicationHistory.to_status,
    from_stage: applicationHistory.from_stage,
    to_stage: applicationHistory.to_stage,
    notified: applicationHistory.notified,
    mailed_to: applicationHistory.mailed_to,
    created_at: applicationHistory.created_at,
  });
}

/** The application's tags of its site, by name. */
export async function findTags(db: Db, siteId: number, uuid: string) {
  return (await tagsOfOwners(db, applicationTags, { siteId }, [uuid])).get(uuid) ?? [];
}
