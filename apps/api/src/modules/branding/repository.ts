import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, siteDomains, sites } from '../../db/schema/index.js';

/** The site that owns a domain within an enterprise, or nothing. */
export async function findSiteByDomain(db: Db, enterpriseId: number, domain: string) {
  const [row] = await db
    .select({ site: sites, enterprise_id: accounts.enterprise_id })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.site_id))
    .innerJoin(accounts, eq(accounts.id, sites.account_id))
    .where(eq(siteDomains.domain, domain.toLowerCase()));
  return row && row.enterprise_id === enterpriseId ? row.site : undefined;
}
