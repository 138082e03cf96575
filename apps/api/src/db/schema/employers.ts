import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id),
    type: text('type').$type<'business' | 'household'>().notNull(),
    business_name: text('business_name').notNull(),
    business_website: text('business_website'),
    business_size: text('business_size'),
    registration_number: text('registration_number'),
    industry: text('industry'),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    address: text('address'),
    phone: text('phone'),
    status: text('status').$type<'active' | 'disabled' | 'on_hold' | 'rejected'>().notNull(),
    live_jobs_count: integer('live_jobs_count').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('employers_site_status_idx').on(t.site_id, t.status),
    index('employers_site_created_idx').on(t.site_id, t.created_at, t.id),
    index('employers_site_name_idx').on(t.site_id, t.business_name, t.id),
    index('employers_site_jobs_idx').on(t.site_id, t.live_jobs_count),
    index('employers_name_trgm_idx').using('gin', sql`${t.business_name} gin_trgm_ops`),
    index('employers_contact_trgm_idx').using('gin', sql`${t.contact_name} gin_trgm_ops`),
    index('employers_registration_trgm_idx').using('gin', sql`${t.registration_number} gin_trgm_ops`),
  ],
);

/** Every status change of an employer: who, when, from, to and why. */
export const employerStatusHistory = pgTable(
  'employer_status_history',
  {
    id: serial('id').primaryKey(),
    employer_id: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    reason: text('reason'),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member behind `changed_by` when the change came through an impersonation (decision 0063). */
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employer_status_history_employer_idx').on(t.employer_id, t.created_at)],
);
