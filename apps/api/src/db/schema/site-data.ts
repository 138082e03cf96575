import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MailKind } from '@portal/contract';
import { timestamps } from './columns.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * Per-site option lists: the catalogue of form fields (industry, work type, …) and the
 * application stages (`field = 'application_stage'`). `value` is what records store and never
 * changes; a retired option stays, so the records holding it keep their label (decision 0015).
 */
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
    retired_at: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('field_options_site_field_value_unique').on(t.site_id, t.field, t.value),
    index('field_options_site_field_position_idx').on(t.site_id, t.field, t.position),
  ],
);

/** A site's own wording of one of the product's mails; without a row the default applies. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('mail_templates_site_kind_unique').on(t.site_id, t.kind)],
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
