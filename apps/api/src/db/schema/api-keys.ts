import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A site's API keys (decision 0105): stored as SHA-256 hashes, as access tokens are; each acts on
 * its own site with its `rights` as far as its creator still holds them there. Revoked, never deleted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`pk_live_AbCd`), shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    key_hash: text('key_hash').notNull().unique(),
    /** Permission entries `subject.action` of the catalogue (`API_KEY_RIGHTS`). */
    rights: jsonb('rights').$type<string[]>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The settings tab lists a site's live keys, newest first.
    index('api_keys_site_live_idx')
      .on(t.site_id, t.created_at)
      .where(sql`${t.revoked_at} is null`),
  ],
);
