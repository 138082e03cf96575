import { text, timestamp } from 'drizzle-orm/pg-core';
import type { SafeHtml } from '../../lib/rich-text.js';

/** created_at / updated_at, timestamptz stored in UTC, as every table that changes has them. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A rich-text column: only `sanitizeRichText` (or `storedRichText`) makes a value it accepts, so
 * HTML reaches the table sanitised (decision 0014).
 */
export const richTextColumn = (name: string) => text(name).$type<SafeHtml>();
