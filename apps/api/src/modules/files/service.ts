import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  can,
  FILE_KIND_RULES,
  FILE_TYPES,
  fileUrl,
  MESSAGES,
  type FileKind,
  type FileRef,
  type StoredFile,
  type Subject,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { hitRateLimits } from '../../lib/rate-limit.js';
import type { Access, Reach } from '../access/index.js';
import { checkContent } from './check-content.js';
import { checkQuotas } from './quota.js';
import { sanitizeFileName } from './file-name.js';
import type { ReceivedUpload } from './receive.js';
import * as repo from './repository.js';

export type { FileRow } from './repository.js';

export function toFile(row: repo.FileRow): StoredFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: fileUrl(row.id, row.kind),
    created_at: row.created_at.toISOString(),
  };
}

export const toFileRef = (row: repo.FileRow): FileRef => ({
  id: row.id,
  url: fileUrl(row.id, row.kind),
  name: row.name,
});

/** Where uploads wait for their check: local to this process, whichever storage holds the files. */
export const uploadTempDir = (deps: AppDeps) => path.resolve(deps.config.DATA_DIR, 'tmp', 'uploads');

/** Counts an upload against the user's limit (429 past it), before any byte is read. */
export async function countUpload(deps: AppDeps, userId: number): Promise<void> {
  const { UPLOADS_MAX_PER_USER: max, UPLOADS_WINDOW_SECONDS: windowSeconds } = deps.config;
  await hitRateLimits(deps.db, [{ bucket: 'uploads:user', key: String(userId), max, windowSeconds }]);
}

/** Refuses an upload (413) while the site's or the user's quota is used up, before the body is read. */
export async function checkQuotasLeft(deps: AppDeps, reach: Reach, userId: number): Promise<void> {
  await checkQuotas(deps, deps.db, reach.siteId, userId, 0);
}

/**
 * Checks a received upload by its content (decision 0013), puts it in storage under
 * `uploads/{site}/{uuid}` and records it for the site. A staff upload (by a user) counts within
 * the quotas (decision 0022: counted and inserted under the site's and user's locks). A
 * candidate's file from the public apply form (`'candidate'`) is kept apart from them (decision
 * 0062): its caller has checked the candidate budgets, and it names its form `field` in a 422.
 * The row is written last, so a file that is listed is always readable; a refused or failed
 * insert removes the stored object.
 */
export async function storeUpload(
  deps: AppDeps,
  reach: Pick<Reach, 'siteId'>,
  uploader: number | 'candidate',
  upload: ReceivedUpload,
  field = 'file',
): Promise<StoredFile> {
  const type = await checkContent(upload.kind, upload.path, field);
  const id = randomUUID();
  const key = `uploads/${reach.siteId}/${id}`;
  const mime = FILE_TYPES[type].mime;
  const userId = uploader === 'candidate' ? null : uploader;
  if (userId !== null) await checkQuotas(deps, deps.db, reach.siteId, userId, upload.size);
  // A put refused by storage (S3 down, the disk full: 503) has written nothing and recorded nothing.
  const bytes = fs.createReadStream(upload.path);
  try {
    await deps.storage.put(key, bytes, { contentType: mime, size: upload.size });
  } finally {
    bytes.destroy();
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (userId !== null) {
        await repo.lockQuotas(tx, reach.siteId, userId);
        await checkQuotas(deps, tx, reach.siteId, userId, upload.size);
      }
      return repo.insertFile(tx, {
        id,
        site_id: reach.siteId,
        kind: upload.kind,
        name: sanitizeFileName(upload.filename, type),
        mime,
        size: upload.size,
        storage_key: key,
        created_by: userId,
        origin: userId === null ? 'candidate' : 'staff',
      });
    });
    return toFile(row);
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/**
 * A file of the selected site the user may read: any public kind; a private kind only for its
 * uploader or a holder of `read` on the kind's subject granted at the site level (decision 0012:
 * an employer membership does not reach a site's candidates). Anything else is 404.
 */
export async function readableFile(deps: AppDeps, access: Access, userId: number, id: string) {
  const siteId = access.scope.siteId;
  const row = siteId == null ? undefined : await repo.findSiteFile(deps.db, { siteId }, id);
  if (!row) throw notFound();
  const rule = FILE_KIND_RULES[row.kind];
  const readsKind = rule.readSubject !== undefined && can(access.levels.site, 'read', rule.readSubject);
  if (rule.visibility === 'public' || row.created_by === userId || readsKind) return row;
  if (!(await readsAsEmployer(deps, access, rule.employerReadSubject, row.id))) throw notFound();
  return row;
}

/**
 * An employer's own user reads a candidate's file only when it came with an application to that
 * employer's jobs and their membership grants `read` on the kind's employer subject (decision 0046).
 */
async function readsAsEmployer(deps: AppDeps, access: Access, subject: Subject | undefined, fileId: string) {
  const { scope, levels } = access;
  if (subject === undefined || scope.employerId == null || !levels.employer) return false;
  if (!can(levels.employer, 'read', subject)) return false;
  return repo.isEmployerApplicationFile(deps.db, scope.employerId, fileId);
}

/** The file's bytes from storage; a row whose object is gone is a 404. */
export async function openFile(deps: AppDeps, row: repo.FileRow) {
  const object = await deps.storage.get(row.storage_key);
  if (!object) throw notFound();
  return object;
}

/** A public kind's file by its link alone (login page, branding, job adverts); private kinds are 404 here. */
export async function publicFile(deps: AppDeps, id: string) {
  const row = await repo.findEnterpriseFile(deps.db, deps.config.ENTERPRISE_KEY, id);
  if (!row || FILE_KIND_RULES[row.kind].visibility !== 'public') throw notFound();
  return row;
}

/** Whether a record may refer to an upload: its reference, or the field's 422 sentence. */
export type FileRefCheck = { ref: FileRef; error?: undefined } | { ref?: undefined; error: string };

/**
 * For features that refer to an upload (settings' logo, a consultant's photo): the file must belong
 * to the reached site (another site's file reads as missing) and be of one of `kinds`.
 */
export async function checkSiteFileRef(
  deps: AppDeps,
  reach: Reach,
  id: string,
  kinds: readonly FileKind[],
): Promise<FileRefCheck> {
  const row = await repo.findSiteFile(deps.db, reach, id);
  if (!row) return { error: MESSAGES.fileNotOnSite };
  if (!kinds.includes(row.kind)) return { error: MESSAGES.fileWrongKind };
  return { ref: toFileRef(row) };
}

/** The file if it belongs to the reached site and is of one of `kinds`, else undefined (answer 422 on the field). */
export async function findSiteFileRef(
  deps: AppDeps,
  reach: Reach,
  id: string,
  kinds: readonly FileKind[],
): Promise<FileRef | undefined> {
  return (await checkSiteFileRef(deps, reach, id, kinds)).ref;
}

/** The reached site's uploads among `ids`, by id (an id of another site is left out). */
export async function siteFileRefs(deps: AppDeps, reach: Reach, ids: readonly string[]): Promise<Map<string, FileRef>> {
  const rows = await repo.findSiteFiles(deps.db, reach, ids);
  return new Map(rows.map((row) => [row.id, toFileRef(row)]));
}

const PUBLIC_FILE_URL = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The upload a stored public URL (`fileUrl`) points at, or null for any other path. */
export const publicFileIdOf = (url: string | null): string | null => (url && PUBLIC_FILE_URL.exec(url)?.[1]) || null;

/**
 * Deletes from storage, and then forgets, the files among `ids` that no record points at any more
 * (a replaced logo, a removed photo; decision 0022). Call it after the change that let go of them
 * is committed.
 */
export async function releaseFiles(deps: AppDeps, ids: readonly (string | null | undefined)[]): Promise<void> {
  const keys = await repo.deleteUnreferencedFiles(deps.db, { ids: ids.filter((id): id is string => !!id) });
  await deleteObjects(deps, keys);
}

/**
 * Deletes the rows of these files that no record points at any more, inside the caller's
 * transaction, and answers their storage keys: the caller deletes the objects once it commits
 * (decision 0100: an erasure is all or nothing in the database, its objects follow).
 */
export function deleteFileRows(db: AppDeps['db'], ids: readonly (string | null | undefined)[]): Promise<string[]> {
  return repo.deleteUnreferencedFiles(db, { ids: ids.filter((id): id is string => !!id) });
}

/** Deletes stored objects by key; answers the keys storage refused (down, or a fault) for a retry. */
export async function deleteStoredObjects(deps: Pick<AppDeps, 'storage'>, keys: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  return keys.filter((_key, i) => results[i]?.status === 'rejected');
}

const SWEEP_BATCH = 200;

/**
 * The sweep's part (decision 0022): deletes the uploads no record points at that are older than
 * UPLOADS_UNATTACHED_MAX_AGE_SECONDS, rows first (so no record can start pointing at a file whose
 * bytes are gone), then their objects, in batches until none is left. Returns how many went.
 */
export async function sweepUnattachedFiles(deps: AppDeps): Promise<number> {
  const olderThanSeconds = deps.config.UPLOADS_UNATTACHED_MAX_AGE_SECONDS;
  let swept = 0;
  for (;;) {
    const keys = await repo.deleteUnreferencedFiles(deps.db, { olderThanSeconds, limit: SWEEP_BATCH });
    await deleteObjects(deps, keys);
    swept += keys.length;
    if (keys.length < SWEEP_BATCH) return swept;
  }
}

/** Deletes objects whose rows are gone; one that fails is logged by key and left (nothing lists it any more). */
async function deleteObjects(deps: AppDeps, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error('[files] could not delete', keys[i], result.reason);
  });
}
