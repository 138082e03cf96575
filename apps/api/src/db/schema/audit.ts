import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '@portal/contract';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * Who changed what, when and from where: every state-changing action of a site, kept after the
 * record is deleted. Append-only in the database (migration triggers, decision 0095).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member behind an impersonation token when the actor acted through one (decision 0052). */
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    subject_id: text('subject_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The fields an update changed, each `{from, to}` (decision 0095). */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /**
     * The API key the change was made with (decision 0105). No foreign key: keys are revoked, never
     * deleted, and a deleted site takes both its keys and its audit.
     */
    api_key_id: integer('api_key_id'),
    /** The client's address as the app derives it (trust-proxy rules); null for the worker. */
    client_address: text('client_address'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_site_created_idx').on(t.site_id, t.created_at),
    index('audit_events_subject_idx').on(t.subject, t.subject_id),
    // The audit page's filters, newest first within each (decision 0095).
    index('audit_events_site_actor_idx').on(t.site_id, t.actor_id, t.created_at),
    index('audit_events_site_impersonator_idx').on(t.site_id, t.impersonator_id, t.created_at),
    index('audit_events_site_action_idx').on(t.site_id, t.action, t.created_at),
    index('audit_events_site_subject_idx').on(t.site_id, t.subject, t.created_at),
    index('audit_events_site_subject_id_idx').on(t.site_id, t.subject_id, t.created_at),
  ],
);
