import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, siteDomains, sites } from '../../db/schema/index.js';
import { runNamed } from '../../db/named-statements.js';

/** The site that owns a domain within an enterprise (with the domain as stored), or nothing. */
export async function findSiteByDomain(db: Db, enterpriseId: number, domain: string) {
  // Named: every page load's branding and every public request look a domain up (decision 0041).
  const [row] = await runNamed<{ site: typeof sites.$inferSelect; domain: string; enterprise_id: number }[]>(
    db
      .select({ site: sites, domain: siteDomains.domain, enterprise_id: accounts.enterprise_id })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.site_id))
      .innerJoin(accounts, eq(accounts.id, sites.account_id))
      .where(eq(siteDomains.domain, domain.toLowerCase()))
      .$dynamic(),
  );
  return row && row.enterprise_id === enterpriseId ? { ...row.site, domain: row.domain } : undefined;
}

export { findPrimaryDomain } from '../access/index.js';
