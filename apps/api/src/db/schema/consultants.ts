import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { richTextColumn, timestamps } from './columns.js';
import { files } from './files.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** A site's recruiter profile shown on job adverts (decision 0016). */
export const consultants = pgTable(
  'consultants',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    job_title: text('job_title'),
    /** A file of kind `photo` of the same site; a deleted file leaves no photo. */
    photo_file_id: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    bio: richTextColumn('bio'),
    active: boolean('active').notNull().default(true),
    /** The portal user this profile belongs to; a deleted user leaves the profile unlinked. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('consultants_site_active_idx').on(t.site_id, t.active),
    index('consultants_site_created_idx').on(t.site_id, t.created_at, t.id),
    index('consultants_site_name_idx').on(t.site_id, t.name, t.id),
    index('consultants_photo_idx').on(t.photo_file_id),
    index('consultants_user_idx').on(t.user_id),
    index('consultants_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('consultants_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('consultants_job_title_trgm_idx').using('gin', sql`${t.job_title} gin_trgm_ops`),
  ],
);
