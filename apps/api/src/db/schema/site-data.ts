import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** Per-site option lists for form fields (industry, business size, …). */
export const fieldOptions = pgTable(
  'field_options',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('field_options_site_field_value_unique').on(t.site_id, t.field, t.value)],
);

/** A background export: the requester alone may download its file. */
export const exports = pgTable(
  'exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    /** The CSV's storage key (`exports/{id}.csv`); the column kept its first name. */
    file_key: text('file_path'),
    row_count: integer('row_count'),
    error: text('error'),
    base_url: text('base_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('exports_user_idx').on(t.user_id, t.created_at)],
);
