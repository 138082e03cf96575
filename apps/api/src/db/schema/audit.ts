import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** Who changed what, when: every state-changing action of a site, kept after the record is deleted. */
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_site_created_idx').on(t.site_id, t.created_at),
    index('audit_events_subject_idx').on(t.subject, t.subject_id),
  ],
);
