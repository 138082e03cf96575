import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * One row per key and fixed window, its hits counted in place (decision 0105): a budget of hundreds a
 * minute (an API key's) costs one upsert a request, where `rate_limit_hits` would keep a row per hit
 * and read up to `max` of them. Swept by window age with the hits.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.window_start] }),
    index('rate_limit_counters_window_idx').on(t.window_start),
  ],
);
