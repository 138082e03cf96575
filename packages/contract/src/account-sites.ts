import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { singleLineText } from './validation.js';

/**
 * Names a site can never take: `/{account}/sites` and `/{account}/users` are the account's own
 * pages and win over `/{account}/{site}` (decision 0051).
 */
export const RESERVED_SITE_NAMES = ['sites', 'users'] as const;

export const isReservedSiteName = (name: string) =>
  (RESERVED_SITE_NAMES as readonly string[]).includes(name.trim().toLowerCase());

/** A site's name, as every place that creates or renames a site checks it. */
export const siteNameField = () =>
  singleLineText(255).refine((name) => !isReservedSiteName(name), { message: MESSAGES.siteNameReserved });

/** A site of the selected account, with its domains and what it holds. */
export const AccountSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  /** The primary domain first. */
  domains: z.array(z.string()),
  employers: z.number().int(),
  live_jobs: z.number().int(),
  users: z.number().int(),
});
export type AccountSite = z.infer<typeof AccountSiteSchema>;
export const AccountSiteListSchema = z.object({ data: z.array(AccountSiteSchema) });
