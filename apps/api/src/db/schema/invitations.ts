import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, users, type ScopeType } from './users.js';
import { enterprises } from './tenancy.js';

/**
 * An invitation to hold a role in a scope. Nobody becomes a member until the invitee accepts
 * with the single-use token mailed to the address (decision 0012); pending ones are listed by
 * the scope's admins under the name they typed, never under an existing account's name.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    scope_type: text('scope_type').$type<ScopeType>().notNull(),
    scope_id: integer('scope_id').notNull(),
    site_id: integer('site_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_scope_idx').on(t.scope_type, t.scope_id, t.created_at),
    uniqueIndex('invitations_open_unique')
      .on(t.scope_type, t.scope_id, t.email)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  ],
);
