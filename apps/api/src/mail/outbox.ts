import type { Db } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { claimMail, findStalePendingMails, insertMail, markMailFailed, markMailSent } from './outbox-repository.js';

/** Records the mail in the outbox (inside the caller's transaction) and returns its id. */
export function recordMail(db: Db, mail: OutgoingMail): Promise<number> {
  return insertMail(db, mail);
}

/** Queues delivery of recorded mails; call after the transaction that recorded them commits. */
export async function queueMails(queue: JobQueue, ids: number[]): Promise<void> {
  for (const id of ids) await queue.send('mail.send', { id });
}

/**
 * The mail.send job: claims the outbox row (pending or failed → sending) so that two jobs for one
 * mail never both send it, delivers it, and records the outcome; a failure is retried by the queue.
 */
export async function deliverMail(db: Db, mailer: Mailer, id: number): Promise<void> {
  const row = await claimMail(db, id);
  if (!row) return;
  try {
    await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    await markMailSent(db, id);
  } catch (error) {
    await markMailFailed(db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Queues again the mails still pending after `olderThanSeconds`: those whose job was lost between
 * the commit that recorded them and the enqueue (a crash). The claim in deliverMail keeps it safe.
 */
export async function requeueStaleMails(db: Db, queue: JobQueue, olderThanSeconds = 600): Promise<number> {
  const ids = await findStalePendingMails(db, olderThanSeconds, 500);
  await queueMails(queue, ids);
  return ids.length;
}
