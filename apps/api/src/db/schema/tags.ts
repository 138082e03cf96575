import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A site's labels with a colour; a name is unique per site whatever its case, and that unique index
 * also serves the list's order by `lower(name)`.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tags_site_lower_name_unique').on(t.site_id, sql`lower(${t.name})`),
    index('tags_site_created_idx').on(t.site_id, t.created_at, t.id),
    index('tags_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * The join table of one tagged resource (decision 0014), e.g.
 * `export const jobTags = tagLinkTable('job_tags', () => jobs.uuid)`: the record's uuid and the tag,
 * each deleted with its row, one link per pair, and an index to find a tag's records.
 */
export function tagLinkTable(name: string, owner: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      owner_id: uuid('owner_id').notNull().references(owner, { onDelete: 'cascade' }),
      tag_id: integer('tag_id')
        .notNull()
        .references(() => tags.id, { onDelete: 'cascade' }),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.owner_id, t.tag_id] }),
      index(`${name}_tag_idx`).on(t.tag_id, t.owner_id),
    ],
  );
}

export type TagLinkTable = ReturnType<typeof tagLinkTable>;
