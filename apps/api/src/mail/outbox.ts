import type { Db } from '../db/client.js';
import { isConnectionLost } from '../db/errors.js';
import { reasonOf } from '../db/errors.js';
import { EXPIRE_IN_SECONDS, type JobQueue } from '../lib/queue/queue.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import {
  claimMail,
  findStaleMails,
  giveUpMails,
  insertMail,
  markMailFailed,
  markMailRefused,
  markMailSent,
  type OutboxRow,
} from './outbox-repository.js';

export { renewMailClaims } from './outbox-repository.js';

/**
 * A mail `sending` whose claim was not renewed for this long lost its worker (killed between the
 * claim and the outcome): the job's retry claims it again. A live worker renews its claims with
 * its jobs' heartbeat, while it delivers and while it waits to record the outcome (decision 0060).
 */
export const SENDING_STALE_SECONDS = EXPIRE_IN_SECONDS;

/**
 * Whether a person is waiting for the mail (an export, a password reset, an invitation): sent
 * before the bulk notices queued ahead of it (decision 0060).
 */
export type MailUrgency = 'urgent' | 'bulk';
const PRIORITY: Record<MailUrgency, number> = { urgent: 10, bulk: 0 };

/** The mail's identity, the same on every attempt: its Message-ID, so a receiver can tell a retry. */
export const messageKeyOf = (row: Pick<OutboxRow, 'id' | 'created_at'>) =>
  `outbox-${row.id}-${row.created_at.getTime()}`;

/** Records the mail in the outbox (inside the caller's transaction) and returns its id. */
export function recordMail(db: Db, mail: OutgoingMail): Promise<number> {
  return insertMail(db, mail);
}

/** Queues delivery of recorded mails; call after the transaction that recorded them commits. */
export async function queueMails(queue: JobQueue, ids: number[], urgency: MailUrgency): Promise<void> {
  for (const id of ids) await queue.send('mail.send', { id }, { priority: PRIORITY[urgency] });
}

/**
 * A 5xx answer to the envelope (`MAIL FROM`, `RCPT TO`) or to the message (`DATA`): the server will
 * never take this mail (no such mailbox, a policy). A 4xx, a refused connection, a timeout or a 5xx
 * at sign-in (our settings, not the mail) is tried again (decision 0096).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/**
 * The mail.send job: claims the outbox row (pending, failed or stale sending → sending) so that two
 * jobs for one mail never both send it, delivers it, and records the outcome; a failure is retried
 * by the queue. Once the SMTP server accepted the mail it is never sent again for want of its
 * record: the record waits for the database (decision 0060).
 */
export async function deliverMail(db: Db, mailer: Mailer, id: number): Promise<void> {
  const row = await claimMail(db, id, SENDING_STALE_SECONDS);
  if (!row) return;
  try {
    await mailer.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      key: messageKeyOf(row),
    });
  } catch (error) {
    if (isPermanentRefusal(error)) {
      // No retry would change the answer: recorded as refused, with the server's words, and the job ends.
      console.warn(`[mail] mail ${id} was refused by the SMTP server for good:`, reasonOf(error));
      await untilRecorded(id, 'refusal', () => markMailRefused(db, id, row.attempts, reasonOf(error)));
      return;
    }
    await untilRecorded(id, 'failure', () => markMailFailed(db, id, row.attempts, reasonOf(error)));
    throw error;
  }
  await untilRecorded(id, 'delivery', () => markMailSent(db, id));
}

const RECORD_RETRY_MAX_MS = 1000;
/** A database that answers with an error of its own (not an outage) is asked this often, then the job fails. */
const RECORD_ATTEMPTS_ON_ERROR = 5;

/**
 * Runs `record` until it succeeds: as long as the database is unreachable (an outage ends), and a
 * few times for any other error. Meanwhile the worker's heartbeat keeps the mail claimed.
 */
async function untilRecorded(id: number, what: string, record: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await record();
      if (attempt > 1) console.warn(`[mail] the ${what} of mail ${id} was recorded after ${attempt} attempts`);
      return;
    } catch (error) {
      if (!isConnectionLost(error) && attempt >= RECORD_ATTEMPTS_ON_ERROR) throw error;
      if (attempt === 1) {
        console.warn(`[mail] the ${what} of mail ${id} is not recorded yet, trying again:`, reasonOf(error));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(RECORD_RETRY_MAX_MS, 50 * 2 ** attempt)));
    }
  }
}

/** A mail that still fails this long after it was written is given up (refused), as an MTA bounces after days. */
export const MAIL_GIVE_UP_SECONDS = 3 * 86_400;

/**
 * Queues again the mails whose job was lost: still pending after `olderThanSeconds` (a crash
 * between the commit that recorded them and the enqueue), or whose claim was not renewed for as
 * long (a worker killed mid-delivery whose job's retries ran out; a live worker's retry is the
 * job's own), or failed and not tried for as long (an SMTP outage longer than the job's retries).
 * Mails failing for MAIL_GIVE_UP_SECONDS are refused first. The claim in deliverMail keeps it safe.
 */
export async function requeueStaleMails(db: Db, queue: JobQueue, olderThanSeconds = 600): Promise<number> {
  const given = await giveUpMails(
    db,
    MAIL_GIVE_UP_SECONDS,
    `Not delivered within ${MAIL_GIVE_UP_SECONDS / 86400} days`,
  );
  if (given > 0)
    console.warn(`[mail] ${given} mails still failing after ${MAIL_GIVE_UP_SECONDS / 86400} days were given up`);
  const ids = await findStaleMails(db, {
    pendingSeconds: olderThanSeconds,
    staleAfterSeconds: olderThanSeconds,
    limit: 500,
  });
  await queueMails(queue, ids, 'bulk');
  return ids.length;
}
