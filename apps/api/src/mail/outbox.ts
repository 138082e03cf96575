import type { Db } from '../db/client.js';
import { EXPIRE_IN_SECONDS, type JobQueue } from '../jobs/queue.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import {
  claimMail,
  findStaleMails,
  insertMail,
  markMailFailed,
  markMailSent,
  type OutboxRow,
} from './outbox-repository.js';

/**
 * A mail `sending` for longer than its job may run lost its worker (killed between the claim and
 * the outcome): the job's retry, or the sweep, claims it again. The mailer's SMTP timeouts keep a
 * live delivery shorter than this.
 */
export const SENDING_STALE_SECONDS = EXPIRE_IN_SECONDS['mail.send'] ?? 60;

/** The mail's identity, the same on every attempt: its Message-ID, so a receiver can tell a retry. */
export const messageKeyOf = (row: Pick<OutboxRow, 'id' | 'created_at'>) =>
  `outbox-${row.id}-${row.created_at.getTime()}`;

/** Records the mail in the outbox (inside the caller's transaction) and returns its id. */
export function recordMail(db: Db, mail: OutgoingMail): Promise<number> {
  return insertMail(db, mail);
}

/** Queues delivery of recorded mails; call after the transaction that recorded them commits. */
export async function queueMails(queue: JobQueue, ids: number[]): Promise<void> {
  for (const id of ids) await queue.send('mail.send', { id });
}

/**
 * The mail.send job: claims the outbox row (pending, failed or stale sending → sending) so that two
 * jobs for one mail never both send it, delivers it, and records the outcome; a failure is retried
 * by the queue.
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
    await markMailSent(db, id);
  } catch (error) {
    await markMailFailed(db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Queues again the mails whose job was lost: still pending after `olderThanSeconds` (a crash
 * between the commit that recorded them and the enqueue), or still `sending` long after their claim
 * (a worker killed mid-delivery). The claim in deliverMail keeps it safe.
 */
export async function requeueStaleMails(db: Db, queue: JobQueue, olderThanSeconds = 600): Promise<number> {
  const ids = await findStaleMails(db, {
    pendingSeconds: olderThanSeconds,
    staleAfterSeconds: SENDING_STALE_SECONDS,
    limit: 500,
  });
  await queueMails(queue, ids);
  return ids.length;
}
