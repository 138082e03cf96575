import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { richTextColumn } from './columns.js';
import { accounts, enterprises, sites } from './tenancy.js';
import { users } from './users.js';

/**
 * One user's notification (decision 0054): the kind and its params (the web words them in the
 * reader's language), a plain English subject and sanitised content for other clients, and the
 * in-app path it opens. The site (and its account) say where a relative link opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    subject: text('subject').notNull(),
    content: richTextColumn('content').notNull(),
    link: text('link'),
    notified_at: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox: one user's newest first, the id as tie-breaker.
    index('notifications_inbox_idx').on(t.user_id, t.notified_at.desc(), t.id.desc()),
    // The bell's badge and the unread filter read only the unread rows.
    index('notifications_unread_idx')
      .on(t.user_id, t.notified_at.desc())
      .where(sql`${t.read_at} is null`),
    index('notifications_site_idx').on(t.site_id),
  ],
);
