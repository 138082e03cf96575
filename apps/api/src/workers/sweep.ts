import { IDEMPOTENCY_KEY_TTL_HOURS } from '@portal/contract';
import type { Config } from '../config.js';
import type { AppDeps } from '../lib/resource/deps.js';
import { RATE_LIMIT_RETENTION_SECONDS } from '../lib/rate-limit.js';
import { deleteKeysOlderThan } from '../lib/resource/idempotency-repository.js';
import { requeueStaleMails } from '../mail/outbox.js';
import { forgetOldClientAddresses } from '../modules/applications/index.js';
import { cancelAbandonedCheckouts } from '../modules/credits/index.js';
import { sweepUnattachedFiles } from '../modules/files/index.js';
import { sweepJobs } from '../modules/jobs/index.js';
import { sweepCandidateRetention } from '../modules/seekers/index.js';
import { deleteSettledDeliveries, WEBHOOK_LOG_DAYS } from '../modules/webhooks/index.js';
import { deleteLoginFailuresOlderThan, deleteRateLimitRecordsOlderThan } from './sweep-repository.js';

/**
 * How long a failed sign-in still counts: the longer of the lockout windows (per IP and per
 * account from one IP, and per account from all IPs; decision 0012). Older rows decide nothing.
 */
export const loginFailureRetentionSeconds = (config: Config) =>
  Math.max(config.LOGIN_FAILURE_WINDOW_SECONDS, config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS);

/**
 * The worker's periodic sweep: queues again the mails whose job was lost, deletes the counted
 * attempts (rate-limit hits, failed sign-ins) that no limit window reaches any more and the
 * Idempotency-Keys past their day (decision 0059), cancels sandbox checkouts left unpaid for a day,
 * deletes uploads no record points at (decision 0022), warns of and expires jobs at their advert
 * end date (decision 0038), makes applications forget their sender's address past its
 * retention (decision 0062), warns then erases candidates past their site's retention (decision 0100),
 * and deletes webhook deliveries settled more than WEBHOOK_LOG_DAYS ago (decision 0106).
 */
export async function sweep(deps: AppDeps): Promise<void> {
  await Promise.all([
    requeueStaleMails(deps.db, deps.queue),
    deleteRateLimitRecordsOlderThan(deps.db, RATE_LIMIT_RETENTION_SECONDS),
    deleteLoginFailuresOlderThan(deps.db, loginFailureRetentionSeconds(deps.config)),
    deleteKeysOlderThan(deps.db, IDEMPOTENCY_KEY_TTL_HOURS),
    cancelAbandonedCheckouts(deps.db),
    sweepUnattachedFiles(deps),
    sweepJobs(deps),
    forgetOldClientAddresses(deps),
    sweepCandidateRetention(deps),
    deleteSettledDeliveries(deps.db, WEBHOOK_LOG_DAYS),
  ]);
}
