import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FlagReason } from '@portal/contract';
import { jobs } from './jobs.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A candidate's report that a job's advert is wrong (decision 0044). Open until staff dismiss it;
 * the flagged-jobs list groups the open reports of each job.
 */
export const jobFlags = pgTable(
  'job_flags',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<FlagReason>().notNull(),
    comments: text('comments'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }),
    dismissed_by: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('job_flags_site_open_idx').on(t.site_id, t.dismissed_at, t.created_at),
    index('job_flags_job_idx').on(t.job_id, t.created_at),
  ],
);

/** A candidate's rating of a job and its employer (decision 0044). */
export const jobFeedbacks = pgTable(
  'job_feedbacks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    recommend_employer: boolean('recommend_employer').notNull(),
    comments: text('comments'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_feedbacks_job_idx').on(t.job_id, t.created_at, t.id)],
);
