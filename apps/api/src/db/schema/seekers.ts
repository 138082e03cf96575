import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SeekerStatus } from '@portal/contract';
import { timestamps } from './columns.js';
import { files } from './files.js';
import { tagLinkTable } from './tags.js';
import { sites } from './tenancy.js';

/**
 * A candidate of one site (decision 0044), addressed by uuid. Applying creates or reuses the seeker
 * by email within the site (the unique index on `lower(email)`); the same person on two sites is
 * two seekers, so no site ever reads another's. `name` is kept whole beside its parts for search
 * and sort. Deleting a seeker removes the row, their applications and their files' links.
 */
export const seekers = pgTable(
  'seekers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    status: text('status').$type<SeekerStatus>().notNull().default('pending'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    visa_type: text('visa_type'),
    desired_work_type: text('desired_work_type'),
    /** The latest resume they sent (a private file of kind `resume` of the same site). */
    resume_file_id: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Set only when they chose a password on the candidate site (reset mails a link). */
    password_hash: text('password_hash'),
    /** Their latest application, sign-in or change: the list's "last activity". */
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }),
    applications_count: integer('applications_count').notNull().default(0),
    /**
     * When the candidate was erased (decision 0100): the row stays as an anonymised tombstone so
     * counts and the audit keep their subject; every personal field is blanked.
     */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    /** When the site's retention warning was mailed (decision 0100); cleared by new activity. */
    retention_warned_at: timestamp('retention_warned_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seekers_site_email_unique').on(t.site_id, sql`lower(${t.email})`),
    index('seekers_site_created_idx').on(t.site_id, t.created_at, t.id),
    index('seekers_site_activity_idx').on(t.site_id, t.last_activity_at, t.id),
    index('seekers_site_name_idx').on(t.site_id, t.name, t.id),
    index('seekers_site_status_activity_idx').on(t.site_id, t.status, t.last_activity_at, t.id),
    // The list's other filters, newest activity first (decision 0040: an index per filter the list leads with).
    index('seekers_site_visa_activity_idx').on(t.site_id, t.visa_type, t.last_activity_at, t.id),
    index('seekers_site_work_type_activity_idx').on(t.site_id, t.desired_work_type, t.last_activity_at, t.id),
    // Searches are per site: the site's matches only, none of another site's read and dropped
    // (btree_gin puts site_id beside the trigrams; decision 0040, amended 2026-11-26).
    index('seekers_site_name_trgm_idx').using('gin', t.site_id, sql`${t.name} gin_trgm_ops`),
    index('seekers_site_email_trgm_idx').using('gin', t.site_id, sql`${t.email} gin_trgm_ops`),
    index('seekers_resume_idx').on(t.resume_file_id),
  ],
);

/** A seeker's tags (decision 0014). */
export const seekerTags = tagLinkTable('seeker_tags', () => seekers.uuid);

/** A candidate's password reset link (single use, consumed atomically), mailed through their site. */
export const seekerPasswordTokens = pgTable(
  'seeker_password_tokens',
  {
    id: serial('id').primaryKey(),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seeker_password_tokens_seeker_idx').on(t.seeker_id)],
);
