import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { OutgoingMail } from './mailer.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** A `sending` row claimed before `staleAfterSeconds` ago: its worker died before recording the outcome. */
const staleSending = (staleAfterSeconds: number) =>
  and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimed_at, secondsAgo(staleAfterSeconds)));

/** Writes a pending mail and returns its id. */
export async function insertMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert failed');
  return row.id;
}

/**
 * Moves a pending, failed or stale `sending` mail to sending (one attempt more) and returns it;
 * none when another job has it or it was sent.
 */
export async function claimMail(db: Db, id: number, staleAfterSeconds: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimed_at: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(inArray(mailOutbox.status, ['pending', 'failed']), staleSending(staleAfterSeconds)),
      ),
    )
    .returning();
  return row;
}

/** The SMTP server accepted the mail: sent, whichever attempt claimed it last. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['sending', 'failed'])));
}

/** Attempt `attempt` failed: failed, unless a later attempt holds the mail or it was sent. */
export async function markMailFailed(db: Db, id: number, attempt: number, message: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ last_error: message, status: 'failed' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempt)));
}

/** Attempt `attempt` was refused for good (a 5xx answer to the envelope or the message): never tried again. */
export async function markMailRefused(db: Db, id: number, attempt: number, message: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ last_error: message, status: 'refused' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempt)));
}

/**
 * Failed mails older than `olderThanSeconds` are refused for good, their last error kept behind
 * the reason (decision 0096); returns how many.
 */
export async function giveUpMails(db: Db, olderThanSeconds: number, reason: string): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'refused', last_error: sql`${reason} || coalesce(': ' || ${mailOutbox.last_error}, '')` })
    .where(and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.created_at, secondsAgo(olderThanSeconds))))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The claims of mails being delivered or recorded by a live worker are renewed (its heartbeat). */
export async function renewMailClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ claimed_at: sql`now()` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
}

/**
 * Ids of mails whose job may be lost, oldest first, at most `limit`: still pending after
 * `pendingSeconds`, `sending` for longer than `staleAfterSeconds`, or failed and not tried for as
 * long (the job's own retries are spent: the SMTP server was down for longer than they last).
 */
export async function findStaleMails(
  db: Db,
  opts: { pendingSeconds: number; staleAfterSeconds: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.created_at, secondsAgo(opts.pendingSeconds))),
        staleSending(opts.staleAfterSeconds),
        and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.claimed_at, secondsAgo(opts.staleAfterSeconds))),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}
