import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/** Records the mail in the outbox (inside the caller's transaction) and returns its id. */
export async function recordMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert failed');
  return row.id;
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
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
    .returning();
  if (!row) return;
  try {
    await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sent_at: sql`now()` })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(mailOutbox).set({ last_error: message, status: 'failed' }).where(eq(mailOutbox.id, id));
    throw error;
  }
}

/**
 * Queues again the mails still pending after `olderThanSeconds`: those whose job was lost between
 * the commit that recorded them and the enqueue (a crash). The claim in deliverMail keeps it safe.
 */
export async function requeueStaleMails(db: Db, queue: JobQueue, olderThanSeconds = 600): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lt(mailOutbox.created_at, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(500);
  await queueMails(
    queue,
    rows.map((r) => r.id),
  );
  return rows.length;
}
