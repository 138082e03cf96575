import { BYTES_PER_MB, MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { HttpError } from '../../lib/http-error.js';
import { candidateBytesToday, lockCandidateBudget } from './apply-repository.js';

/** A day, the window of the candidate byte budgets. */
const DAY_SECONDS = 86_400;

/**
 * Refuses an application's files before they are stored, or again under the budget's lock in the
 * application's transaction (`db` = the transaction): past APPLICATION_MAX_TOTAL_MB together a 422
 * on `documents`; past what the address or the site may still send today
 * (CANDIDATE_UPLOADS_PER_IP_DAILY_MB, CANDIDATE_UPLOADS_SITE_DAILY_MB, counted over the last 24
 * hours of applications) a 429. Staff uploads never count here, nor these against their quotas.
 */
export async function checkCandidateBytes(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  sent: { siteId: number; address: string; bytes: number; locked?: boolean },
): Promise<void> {
  const { config } = deps;
  if (sent.bytes > config.APPLICATION_MAX_TOTAL_MB * BYTES_PER_MB) {
    throw new HttpError(422, MESSAGES.givenDataInvalid, { documents: [MESSAGES.applicationFilesTooLarge] });
  }
  if (sent.bytes === 0) return;
  if (sent.locked) await lockCandidateBudget(db, sent.siteId, sent.address);
  const used = await candidateBytesToday(db, sent.siteId, sent.address, DAY_SECONDS);
  const over = (bytes: number, mb: number) => bytes + sent.bytes > mb * BYTES_PER_MB;
  if (
    over(used.address, config.CANDIDATE_UPLOADS_PER_IP_DAILY_MB) ||
    over(used.site, config.CANDIDATE_UPLOADS_SITE_DAILY_MB)
  ) {
    throw new HttpError(429, MESSAGES.candidateUploadsSpent, undefined, { 'retry-after': String(DAY_SECONDS / 24) });
  }
}
