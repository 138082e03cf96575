import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { enterprises } from './tenancy.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash'),
    avatar: text('avatar'),
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Moves whenever anything a signed-in caller of this user is built from changes: the row itself,
     * its memberships (triggers, decision 0070). A process keeps a caller only while it matches.
     */
    grants_version: integer('grants_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_enterprise_email_unique').on(t.enterprise_id, t.email),
    // Whether an upload is someone's avatar (decision 0022), without reading every user.
    index('users_avatar_idx')
      .on(t.avatar)
      .where(sql`${t.avatar} is not null`),
  ],
);

export type ScopeType = 'account' | 'site' | 'employer';

/** A role is a named permission list for one kind of scope; the lists are data. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  scope_type: text('scope_type').$type<ScopeType>().notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
});

/**
 * One row: moves when a change reaches every caller at once — a role's permissions, or a site,
 * employer or account moved or removed (triggers, decision 0070).
 */
export const grantsEpoch = pgTable('grants_epoch', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** A user holds a role in one scope: an account, a site or an employer. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope_type: text('scope_type').$type<ScopeType>().notNull(),
    scope_id: integer('scope_id').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_scope_unique').on(t.user_id, t.scope_type, t.scope_id),
    index('memberships_scope_idx').on(t.scope_type, t.scope_id),
  ],
);
