import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer of each create sent with an Idempotency-Key (decision 0059), written in the
 * create's own transaction: a retry with the key gets it back instead of a second record. A key is
 * its caller's (user, and impersonator) in the selected scope on one route, so no two callers, sites
 * or routes ever share one. `status` and `body` are null only inside the creating transaction; rows
 * older than a day are swept.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: serial('id').primaryKey(),
    /** `user:{id}`, or `user:{id}:as:{impersonator}` for an impersonation's token. */
    caller: text('caller').notNull(),
    /** The request's selected `account:{id}/site:{id}/employer:{id}` (each `-` when none). */
    scope: text('scope').notNull(),
    /** The route's method and path pattern (`POST /portal/v1/site/tags`). */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the path parameters and the parsed body: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotent_requests_key_unique').on(t.caller, t.scope, t.route, t.key),
    // The worker's sweep deletes by age (workers/sweep.ts).
    index('idempotent_requests_created_idx').on(t.created_at),
  ],
);
