import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { consultants } from './consultants.js';
import { jobs } from './jobs.js';
import { tagLinkTable } from './tags.js';

/**
 * The consultants a job shows, in the order chosen (decision 0037). A job's delete removes its
 * links; a consultant's delete is refused while a live job shows them, and otherwise removes theirs.
 * `(consultant_id, job_id)` serves the list's consultant filter and that delete rule.
 */
export const jobConsultants = pgTable(
  'job_consultants',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    consultant_id: integer('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_consultants_pkey', columns: [t.job_id, t.consultant_id] }),
    index('job_consultants_consultant_idx').on(t.consultant_id, t.job_id),
  ],
);

/** A job's tags (decision 0014): `(tag_id, owner_id)` serves the list's tag filter. */
export const jobTags = tagLinkTable('job_tags', () => jobs.uuid);
