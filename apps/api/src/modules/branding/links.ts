import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { domainBase, isHostName, publicBase } from '../../lib/public-url.js';
import { findPrimaryDomain, findSiteByDomain } from './repository.js';

/**
 * The base URL of links in mails (reset, invitation, approval, export). It is always built from
 * configuration or a domain we store, never from request headers (decision 0012).
 */

/** For a mail about a site (invitation, approval, export): the site's primary domain. */
export async function siteLinkBase(
  deps: { db: Db; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  siteId: number,
): Promise<string> {
  const domain = await findPrimaryDomain(deps.db, siteId);
  return domain ? domainBase(deps.config, domain) : publicBase(deps.config);
}

/**
 * For a mail asked for without a site (forgot password): the stored domain equal to the host the
 * page was served from, so the user stays on their brand, and that domain's site (whose wording
 * the mail takes); any other host gets PUBLIC_URL and no site.
 */
export async function hostLink(
  deps: AppDeps,
  enterpriseId: number,
  hostname: string | undefined,
): Promise<{ base: string; siteId: number | null }> {
  const host = (hostname ?? '').toLowerCase();
  if (!isHostName(host)) return { base: publicBase(deps.config), siteId: null };
  const site = await findSiteByDomain(deps.db, enterpriseId, host);
  return site
    ? { base: domainBase(deps.config, site.domain), siteId: site.id }
    : { base: publicBase(deps.config), siteId: null };
}
