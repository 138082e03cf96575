import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, memberships, sites } from '../../db/schema/index.js';

/**
 * The memberships that place a user on a site (decision 0002): of the site, of its account, and
 * with `employer`, of that employer or (`'any'`) of any employer of the site. A user of another
 * tenant matches none of them.
 */
export function placedOnSite(db: Db, siteId: number, employer?: number | 'any'): SQL {
  const accountOfSite = db.select({ id: sites.account_id }).from(sites).where(eq(sites.id, siteId));
  const employersOfSite = db.select({ id: employers.id }).from(employers).where(eq(employers.site_id, siteId));
  const ofEmployer =
    employer === undefined
      ? undefined
      : and(
          eq(memberships.scope_type, 'employer'),
          employer === 'any' ? inArray(memberships.scope_id, employersOfSite) : eq(memberships.scope_id, employer),
        );
  return or(
    and(eq(memberships.scope_type, 'site'), eq(memberships.scope_id, siteId)),
    and(eq(memberships.scope_type, 'account'), inArray(memberships.scope_id, accountOfSite)),
    ofEmployer,
  ) as SQL;
}
