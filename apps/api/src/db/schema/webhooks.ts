import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A site's receiver of outbound webhooks (decision 0106): where events go, which ones, and the
 * secret that signs them. While a rotation overlaps, the previous secret signs too until it ends.
 * `failing_since` is the first failed attempt of the current run of failures; a day of them disables.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the product disabled it (`failing`), null when enabled or disabled by a person. */
    disabled_reason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previous_secret: text('previous_secret'),
    previous_secret_until: timestamp('previous_secret_until', { withTimezone: true }),
    failing_since: timestamp('failing_since', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_site_idx').on(t.site_id, t.created_at)],
);

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/**
 * One event for one endpoint: the outbox row written in the transaction of the change, and its
 * delivery log. `message_id` is the `webhook-id`, the same on every attempt and on a redelivery;
 * `subject` (`job:<uuid>`) orders the deliveries of one endpoint: a later row waits for an earlier
 * pending one. `claimed_until` is the lease of the worker delivering it (a killed worker's lapses).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    response_status: integer('response_status'),
    response_excerpt: text('response_excerpt'),
    latency_ms: integer('latency_ms'),
    error: text('error'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The delivery log of one endpoint, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id.desc()),
    // The worker's due rows, and the earlier pending row of a subject that holds a later one back.
    index('webhook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_subject_idx')
      .on(t.endpoint_id, t.subject, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_site_idx').on(t.site_id),
    // The sweep deletes the log's settled rows past their retention, oldest first.
    index('webhook_deliveries_created_idx').on(t.created_at),
  ],
);
