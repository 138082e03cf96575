import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessTokens } from './auth.js';
import { seekers } from './seekers.js';

/**
 * A staff member's read-only look at a candidate (decision 0052): a short-lived token of its own
 * table, so no staff route can ever accept it; it dies with the staff token it came from.
 */
export const candidateTokens = pgTable(
  'candidate_tokens',
  {
    id: serial('id').primaryKey(),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    parent_token_id: integer('parent_token_id')
      .notNull()
      .references(() => accessTokens.id, { onDelete: 'cascade' }),
    redirect_path: text('redirect_path').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_tokens_seeker_idx').on(t.seeker_id),
    index('candidate_tokens_parent_idx').on(t.parent_token_id),
  ],
);
