import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the product sends, written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** `failed`: the last try failed and another follows; `refused`: failed for good (decision 0096). */
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed' | 'refused'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a delivery last claimed it: a `sending` row claimed long ago lost its worker (decision 0023). */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to_address, t.created_at),
    // The sweep looks for pending mails whose job was lost; sent mails, the bulk of the table, stay out.
    index('mail_outbox_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    // The sweep tries failed mails again once their job's retries are spent (decision 0096).
    index('mail_outbox_failed_idx')
      .on(t.claimed_at)
      .where(sql`${t.status} = 'failed'`),
    index('mail_outbox_sending_idx')
      .on(t.claimed_at)
      .where(sql`${t.status} = 'sending'`),
  ],
);
