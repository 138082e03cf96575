import type { SeekerErased } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { deleteFileRows, deleteStoredObjects } from '../files/index.js';
import { blankSeeker, lockSiteSeeker } from './erase-repository.js';

/** The queue whose job deletes stored objects storage refused at an erasure, retried with backoff. */
export const DELETE_OBJECTS_QUEUE = 'files.delete-objects';
export interface DeleteObjectsJob {
  keys: string[];
}

/** Retries with backoff from 10 s doubling: about two days before the job gives up (and logs). */
const OUTAGE_RETRIES = 14;

/** Why a seeker was erased, as the audit records it. */
export type ErasureReason = 'request' | 'retention';

/**
 * Erases a seeker of the site (decision 0100): in one transaction the personal data is blanked,
 * the file rows deleted and the erasure audited (by the staff member, or by no one for the
 * retention sweep), so nothing is ever half-erased in the database. Then the objects go from
 * storage; any storage refuses is queued for the worker, which retries until it is gone.
 * Erasing an erased seeker changes nothing and answers the first erasure. Another site's seeker
 * is a 404.
 */
export async function eraseSeeker(
  deps: Pick<AppDeps, 'db' | 'storage' | 'queue'>,
  by: { siteId: number; actorId: number | null; reason: ErasureReason },
  uuid: string,
  now = new Date(),
): Promise<SeekerErased['data']> {
  const { keys, erasedAt } = await deps.db.transaction(async (tx) => {
    const seeker = await lockSiteSeeker(tx, by.siteId, uuid.toLowerCase());
    if (!seeker) throw notFound();
    if (seeker.erased_at) return { keys: [], erasedAt: seeker.erased_at };
    const fileIds = await blankSeeker(tx, seeker, now);
    const removed = await deleteFileRows(tx, fileIds);
    await recordAudit(tx, {
      siteId: by.siteId,
      actorId: by.actorId,
      subject: 'seeker',
      subjectId: seeker.uuid,
      action: 'erased',
      details: { reason: by.reason, applications: seeker.applications_count, files: removed.length },
    });
    return { keys: removed, erasedAt: now };
  });
  const refused = await deleteStoredObjects(deps, keys);
  if (refused.length) {
    await deps.queue.send<DeleteObjectsJob>(DELETE_OBJECTS_QUEUE, { keys: refused }, { retryLimit: OUTAGE_RETRIES });
  }
  return { uuid: uuid.toLowerCase(), erased_at: erasedAt.toISOString() };
}

/** The worker's handler: deletes the objects; throws while storage refuses any, so the queue retries. */
export async function deleteObjectsLater(deps: Pick<AppDeps, 'storage'>, job: DeleteObjectsJob): Promise<void> {
  const refused = await deleteStoredObjects(deps, job.keys);
  if (refused.length) throw new Error(`storage refused ${refused.length} of ${job.keys.length} deletions`);
}
