import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApplicationRecipient, ApplicationStatus } from '@portal/contract';
import { employers } from './employers.js';
import { files } from './files.js';
import { jobs } from './jobs.js';
import { seekers } from './seekers.js';
import { tagLinkTable } from './tags.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** A screening answer as stored: the question as asked then, the answer, and its knockout outcome. */
export interface StoredAnswer {
  question: string;
  kind: string;
  answer: string | string[] | null;
  knocked_out: boolean;
}

/**
 * A seeker's application to one job (decision 0044), addressed by uuid. `site_id` and
 * `employer_id` are the job's, copied so that every list index starts with the scope that reads it
 * (staff by site, an employer's users by employer) and ends with `id`. One application per seeker
 * and job.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    employer_id: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    /** A value of the site's `application_stage` list, or none. */
    stage: text('stage'),
    knocked_out: boolean('knocked_out').notNull().default(false),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    cover_note: text('cover_note'),
    resume_file_id: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    // The contact details it was sent with (decision 0062): staff views of the application show
    // these, whatever the seeker's profile says later. Null only on rows older than migration 0032.
    first_name: text('first_name'),
    last_name: text('last_name'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    /**
     * The sending client's address group (IPv4 address, IPv6 /64), for the per-address budget and
     * the flood purge; cleared after CANDIDATE_ADDRESS_RETENTION_DAYS. Null for staff-made rows.
     */
    client_address: text('client_address'),
    /** Bytes of the files it came with (resume and documents). */
    files_bytes: integer('files_bytes').notNull().default(0),
    consented_at: timestamp('consented_at', { withTimezone: true }),
    applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_seeker_unique').on(t.job_id, t.seeker_id),
    index('applications_site_applied_idx').on(t.site_id, t.applied_at, t.id),
    index('applications_site_updated_idx').on(t.site_id, t.updated_at, t.id),
    index('applications_site_status_applied_idx').on(t.site_id, t.status, t.applied_at, t.id),
    index('applications_site_stage_applied_idx').on(t.site_id, t.stage, t.applied_at, t.id),
    /** Sorted by status (then id, the kit's tie-breaker), alone or with a stage: decision 0040, amended in session 8. */
    index('applications_site_status_id_idx').on(t.site_id, t.status, t.id),
    index('applications_site_stage_status_idx').on(t.site_id, t.stage, t.status, t.id),
    index('applications_employer_applied_idx').on(t.employer_id, t.applied_at, t.id),
    index('applications_employer_status_applied_idx').on(t.employer_id, t.status, t.applied_at, t.id),
    index('applications_job_applied_idx').on(t.job_id, t.applied_at, t.id),
    index('applications_job_stage_idx').on(t.job_id, t.stage, t.id),
    index('applications_job_status_idx').on(t.job_id, t.status, t.id),
    index('applications_seeker_applied_idx').on(t.seeker_id, t.applied_at),
    index('applications_resume_idx').on(t.resume_file_id),
    // The candidate byte budgets (decision 0062): a day's bytes per address and per site, read
    // from the index alone.
    index('applications_client_applied_idx')
      .on(t.client_address, t.applied_at, t.files_bytes)
      .where(sql`${t.client_address} is not null`),
    index('applications_site_files_applied_idx')
      .on(t.site_id, t.applied_at, t.files_bytes)
      .where(sql`${t.files_bytes} > 0`),
  ],
);

/** Every status and stage change, who made it and who was mailed (the activity tab). */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    from_status: text('from_status').$type<ApplicationStatus>(),
    to_status: text('to_status').$type<ApplicationStatus>().notNull(),
    from_stage: text('from_stage'),
    to_stage: text('to_stage'),
    notified: jsonb('notified').$type<ApplicationRecipient[]>().notNull().default([]),
    /** The job's own addresses the application was mailed to when it arrived (decision 0064). */
    mailed_to: jsonb('mailed_to').$type<string[]>().notNull().default([]),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member behind `changed_by` when the change came through an impersonation (decision 0063). */
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_history_application_idx').on(t.application_id, t.created_at)],
);

/** A recruiter's feedback on an application (decision 0044). */
export const applicationFeedbacks = pgTable(
  'application_feedbacks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comments: text('comments'),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_feedbacks_application_idx').on(t.application_id, t.created_at)],
);

/** The documents a seeker sent (with an application, or later); each a private `document` file. */
export const seekerDocuments = pgTable(
  'seeker_documents',
  {
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The application it came with, if any (its documents tab lists these). */
    application_id: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seeker_documents_pkey', columns: [t.seeker_id, t.file_id] }),
    index('seeker_documents_application_idx').on(t.application_id),
    index('seeker_documents_file_idx').on(t.file_id),
  ],
);

/** An application's tags (decision 0014). */
export const applicationTags = tagLinkTable('application_tags', () => applications.uuid);
