import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApplyOn, JobLink, JobStatus, QuestionPosition, ScreeningQuestion } from '@portal/contract';
import { richTextColumn, timestamps } from './columns.js';
import { creditPurchases, products } from './credits.js';
import { employers } from './employers.js';
import { files } from './files.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A job advert (decision 0036): the API addresses it by `uuid` only, so its serial `id` never
 * leaves the server. It belongs to one employer of one site; every list index starts with
 * `site_id` (staff) or `employer_id` (an employer's own users) and ends with `id`, the tie-breaker.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    employer_id: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    reference: text('reference'),
    work_type: text('work_type'),
    pay_type: text('pay_type'),
    pay_range: text('pay_range'),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    currency: text('currency'),
    classification: text('classification'),
    key_contact_id: integer('key_contact_id').references(() => users.id, { onDelete: 'set null' }),
    advert_start_date: date('advert_start_date'),
    advert_end_date: date('advert_end_date'),
    // The other steps (decision 0037). Links, emails and questions are read and written whole with
    // the job, so they are jsonb lists in the row rather than tables of their own.
    description: richTextColumn('description'),
    key_selling_points: richTextColumn('key_selling_points'),
    links: jsonb('links').$type<JobLink[]>().notNull().default([]),
    /** A file of kind `banner` of the same site; a deleted file leaves no banner. */
    banner_file_id: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    apply_on: text('apply_on').$type<ApplyOn>(),
    application_url: text('application_url'),
    application_emails: jsonb('application_emails').$type<string[]>().notNull().default([]),
    screening_questions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
    questions_position: text('questions_position').$type<QuestionPosition>().notNull().default('below'),
    /** The product it is (or will be) posted as; publishing names it, a clone inherits the choice. */
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** When it first left draft; the expiry warning mail is sent once (decision 0038). */
    published_at: timestamp('published_at', { withTimezone: true }),
    expiry_warned_at: timestamp('expiry_warned_at', { withTimezone: true }),
    /** Kept true by apply and by an application's delete (decision 0044): the list's column. */
    applications_count: integer('applications_count').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('jobs_site_created_idx').on(t.site_id, t.created_at, t.id),
    index('jobs_site_updated_idx').on(t.site_id, t.updated_at, t.id),
    index('jobs_site_title_idx').on(t.site_id, t.title, t.id),
    index('jobs_site_reference_idx').on(t.site_id, t.reference, t.id),
    index('jobs_site_start_idx').on(t.site_id, t.advert_start_date, t.id),
    index('jobs_site_end_idx').on(t.site_id, t.advert_end_date, t.id),
    // A status filter with each sort (decision 0040): live jobs ending soonest would otherwise walk
    // the site's end-date index through every expired job before it.
    index('jobs_site_status_created_idx').on(t.site_id, t.status, t.created_at, t.id),
    index('jobs_site_status_updated_idx').on(t.site_id, t.status, t.updated_at, t.id),
    index('jobs_site_status_title_idx').on(t.site_id, t.status, t.title, t.id),
    index('jobs_site_status_reference_idx').on(t.site_id, t.status, t.reference, t.id),
    index('jobs_site_status_start_idx').on(t.site_id, t.status, t.advert_start_date, t.id),
    index('jobs_site_status_end_idx').on(t.site_id, t.status, t.advert_end_date, t.id),
    // The public feed of a site (decision 0044): its live jobs, newest first.
    index('jobs_site_status_published_idx').on(t.site_id, t.status, t.published_at, t.id),
    index('jobs_site_work_type_idx').on(t.site_id, t.work_type, t.id),
    index('jobs_site_classification_idx').on(t.site_id, t.classification, t.id),
    index('jobs_employer_created_idx').on(t.employer_id, t.created_at, t.id),
    index('jobs_employer_status_created_idx').on(t.employer_id, t.status, t.created_at, t.id),
    index('jobs_key_contact_idx').on(t.key_contact_id),
    index('jobs_banner_idx').on(t.banner_file_id),
    index('jobs_status_end_idx').on(t.status, t.advert_end_date),
    // Searches are per site (btree_gin: site_id beside the trigrams; decision 0040, amended 2026-11-26).
    // Every trigram index has fastupdate = off (migration 0040, decision 0101; search-indexes.test.ts).
    index('jobs_site_title_trgm_idx').using('gin', t.site_id, sql`${t.title} gin_trgm_ops`),
    index('jobs_site_reference_trgm_idx').using('gin', t.site_id, sql`${t.reference} gin_trgm_ops`),
  ],
);

/** Every status a job has had, who moved it and why (decision 0038); the detail's history reads it. */
export const jobStatusHistory = pgTable(
  'job_status_history',
  {
    id: serial('id').primaryKey(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    from_status: text('from_status').$type<JobStatus>(),
    to_status: text('to_status').$type<JobStatus>().notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member behind `changed_by` when the change came through an impersonation (decision 0063). */
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    /** An edit past draft (action `edit`, decision 0065): the names of the fields it changed. */
    changed_fields: jsonb('changed_fields').$type<string[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_status_history_job_idx').on(t.job_id, t.created_at)],
);

/**
 * A job paid for by direct payment (decision 0057): the credit purchase that pays for it, and what
 * was chosen when the payer left for the provider's checkout — the product's credits and period,
 * and whether the job then goes live or on hold. The purchase's settlement publishes the job once.
 */
export const jobPayments = pgTable(
  'job_payments',
  {
    purchase_id: integer('purchase_id')
      .primaryKey()
      .references(() => creditPurchases.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** No foreign key: what was bought is kept below, and a product may be deleted meanwhile. */
    product_id: integer('product_id').notNull(),
    product_name: text('product_name').notNull(),
    credits: integer('credits').notNull(),
    duration_days: integer('duration_days').notNull(),
    to_status: text('to_status').$type<JobStatus>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_payments_job_idx').on(t.job_id)],
);
