import type { AppDeps } from '../../lib/resource/deps.js';
import { queueMails } from '../../mail/outbox.js';
import { recordAudit } from '../audit/index.js';
import { addDays, today } from './advert-dates.js';
import { findEndedJobs, findJobsToWarn, markWarned } from './expiry-repository.js';
import { recordJobMail } from './lifecycle-mail.js';
import { moveJob, recordJobStatusChange } from './lifecycle-repository.js';

/** How many days before its end date an employer is warned that a live job expires (once). */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Expires live and unlisted jobs whose advert end date has passed (the end date is the advert's
 * last day), each in its own transaction with its history, audit entry and the employer's live
 * count (decision 0038). A job moved meanwhile by someone else is left to them. Answers how many expired.
 */
export async function expireEndedJobs(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  const ended = await findEndedJobs(deps.db, today(now));
  let expired = 0;
  for (const { job } of ended) {
    const done = await deps.db.transaction(async (tx) => {
      if (!(await moveJob(tx, job, job.status, 'expired'))) return false;
      const change = { job_id: job.id, from_status: job.status, to_status: 'expired' as const, action: 'expire' };
      await recordJobStatusChange(tx, { ...change, reason: null, changed_by: null });
      const event = {
        siteId: job.site_id,
        actorId: null,
        subject: 'job',
        subjectId: job.uuid,
        action: 'expire' as const,
      };
      await recordAudit(tx, { ...event, details: { scheduled: true, end_date: job.advert_end_date } });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * Mails the employer's contact once about each live job that ends within `EXPIRY_WARNING_DAYS`:
 * the mark `expiry_warned_at` is set by a conditional update in the mail's transaction, so two
 * sweeps at once still send one mail. Answers how many warnings were recorded.
 */
export async function warnExpiringJobs(deps: Pick<AppDeps, 'db' | 'config' | 'queue'>, now = new Date()) {
  const first = today(now);
  const due = await findJobsToWarn(deps.db, first, addDays(first, EXPIRY_WARNING_DAYS));
  const mailIds: number[] = [];
  for (const record of due) {
    const id = await deps.db.transaction(async (tx) => {
      if (!(await markWarned(tx, record.job.id, now))) return undefined;
      return recordJobMail(tx, deps, record, { kind: 'job_expiring', end_date: record.job.advert_end_date ?? first });
    });
    if (id !== undefined) mailIds.push(id);
  }
  await queueMails(deps.queue, mailIds, 'bulk');
  return mailIds.length;
}

/** The sweep's part for jobs: warn, then expire. */
export async function sweepJobs(deps: Pick<AppDeps, 'db' | 'config' | 'queue'>, now = new Date()) {
  await warnExpiringJobs(deps, now);
  await expireEndedJobs(deps, now);
}
