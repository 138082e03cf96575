import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FileKind } from '@portal/contract';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** An uploaded file of a site (decision 0013); its bytes live in storage under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FileKind>().notNull(),
    /** The uploaded name, sanitised, with the detected type's extension. */
    name: text('name').notNull(),
    /** The type read from the content, never the client's word. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who sent it (decision 0062): `staff` counts against the site's and uploader's quotas;
     * `candidate` (the public apply form) against the candidate budgets only, so a flood of
     * applications never stops a staff upload.
     */
    origin: text('origin').$type<'staff' | 'candidate'>().notNull().default('staff'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_site_created_idx').on(t.site_id, t.created_at),
    index('files_created_by_idx').on(t.created_by),
    uniqueIndex('files_storage_key_unique').on(t.storage_key),
  ],
);
