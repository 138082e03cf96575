import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { OutgoingMail } from './mailer.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a pending mail and returns its id. */
export async function insertMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert failed');
  return row.id;
}

/** Moves a pending or failed mail to sending (one attempt more) and returns it; none when another job has it. */
export async function claimMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
    .returning();
  return row;
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, message: string): Promise<void> {
  await db.update(mailOutbox).set({ last_error: message, status: 'failed' }).where(eq(mailOutbox.id, id));
}

/** Ids of mails still pending after `olderThanSeconds`, oldest first, at most `limit`. */
export async function findStalePendingMails(db: Db, olderThanSeconds: number, limit: number): Promise<number[]> {
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
    .limit(limit);
  return rows.map((r) => r.id);
}
