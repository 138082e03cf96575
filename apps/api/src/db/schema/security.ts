import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per counted attempt (a forgot-password request, an invitation sent, …), kept in the
 * database so every replica sees the same counts; rows older than a day are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.created_at),
    // The worker's sweep deletes by age (workers/sweep.ts).
    index('rate_limit_hits_created_idx').on(t.created_at),
  ],
);
