import { eq, sql } from 'drizzle-orm';
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

/** The mail.send job: delivers one outbox row once; a failure is recorded and retried by the queue. */
export async function deliverMail(db: Db, mailer: Mailer, id: number): Promise<void> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row || row.status === 'sent') return;
  try {
    await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    await db.update(mailOutbox).set({ status: 'sent', sent_at: sql`now()`, attempts: row.attempts + 1 }).where(eq(mailOutbox.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(mailOutbox).set({ attempts: row.attempts + 1, last_error: message, status: 'failed' }).where(eq(mailOutbox.id, id));
    throw error;
  }
}
