import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  ...timestamps,
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_enterprise_name_unique').on(t.enterprise_id, t.name)],
);

export interface SiteBranding {
  primary_color?: string;
  primary_darken_color?: string;
  stylesheet?: string | null;
  /** Epoch ms of the stylesheet's last change: its URL's cache-busting version. */
  stylesheet_version?: number | null;
  login?: { title: string | null; subtitle: string | null } | null;
  forgot_password?: { title: string | null; subtitle: string | null } | null;
  register?: { title: string | null; subtitle: string | null } | null;
}

/** The general settings (decision 0015); a key left out takes its default. */
export interface SiteSettings {
  /** Read only when `languages` is absent (rows written before it): true meant every language. */
  translation_enabled?: boolean;
  languages?: ('en' | 'fr' | 'ar')[];
  default_locale?: 'en' | 'fr' | 'ar';
  snackbar_timeout_ms?: number;
  approval?: { employers_on_hold?: boolean; jobs_on_hold?: boolean };
  /** Months of inactivity after which candidates are erased (decision 0100); absent or null: never. */
  candidate_retention_months?: number | null;
  /** The job feeds section (decision 0107); a key left out takes its default (every feed off). */
  feeds?: {
    xml?: boolean;
    json_ld?: boolean;
    sitemap?: boolean;
    job_url_pattern?: string | null;
    location?: { city?: string | null; region?: string | null; postal_code?: string | null; country?: string | null };
    remote?: boolean;
  };
}

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    logo_square: text('logo_square'),
    favicon: text('favicon'),
    branding: jsonb('branding')
      .$type<SiteBranding>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    settings: jsonb('settings')
      .$type<SiteSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('sites_account_name_unique').on(t.account_id, t.name)],
);

export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The domain links in the site's mails use (decision 0012); one per site. */
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('site_domains_site_idx').on(t.site_id),
    uniqueIndex('site_domains_primary_unique')
      .on(t.site_id)
      .where(sql`${t.is_primary}`),
  ],
);
