import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * The channel on which a change of which site a domain names is announced (decision 0045, amended
 * in session 10): every process drops its cache of domains (`candidate-site/site-cache.ts`).
 */
export const SITES_CHANNEL = 'portal_sites';

/**
 * Announces (any non-empty payload: the listener ignores an empty one), inside the writer's transaction, that a domain, a site's account or an account's
 * enterprise changed. PostgreSQL delivers it on commit only, to every listening process. Every
 * writer of `site_domains`, `sites.account_id` or `accounts.enterprise_id` calls it.
 */
export async function notifySitesChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${SITES_CHANNEL}, 'changed')`);
}
