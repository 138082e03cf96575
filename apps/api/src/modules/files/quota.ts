import { BYTES_PER_MB, MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { HttpError } from '../../lib/http-error.js';
import * as repo from './repository.js';

/**
 * Refuses with 413 when the site's or the user's stored bytes plus `incoming` would pass their
 * quota (UPLOADS_SITE_QUOTA_MB, UPLOADS_USER_QUOTA_MB; decision 0022). Counted in SQL over the
 * files table, never by listing storage. With `incoming` 0 it refuses only a quota already used up,
 * which the route asks before reading the body. Only staff uploads count here: a candidate's files
 * have their own budget (decision 0062, `candidate-site/apply-budget.ts`).
 */
export async function checkQuotas(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  siteId: number,
  userId: number,
  incoming: number,
): Promise<void> {
  const used = await repo.storageUsed(db, siteId, userId);
  const over = (bytes: number, quotaMb: number) =>
    incoming === 0 ? bytes >= quotaMb * BYTES_PER_MB : bytes + incoming > quotaMb * BYTES_PER_MB;
  if (over(used.site, deps.config.UPLOADS_SITE_QUOTA_MB)) throw new HttpError(413, MESSAGES.siteStorageFull);
  if (over(used.user, deps.config.UPLOADS_USER_QUOTA_MB)) throw new HttpError(413, MESSAGES.userStorageFull);
}
