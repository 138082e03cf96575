import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { runInScope, scopeOf } from '../src/db/row-scope.js';

/**
 * The sites a query-plan test spreads its rows over (the first four that have employers), each with
 * one of its employers: the plan tests' data looks like a board with several sites, not one.
 */
export function planSites(db: Db) {
  return queryRows<{ id: number; employer: number }>(
    db,
    sql`select s.id, (select max(e.id) from employers e where e.site_id = s.id) as employer
        from sites s where exists (select 1 from employers e where e.site_id = s.id) order by s.id limit 4`,
  );
}

/**
 * `plans` as a request of the site's staff makes them: the app's role within the site, so the plan
 * carries the policies (decision 0104) and a page's is the generic plan it runs on (decision 0109).
 */
export const asSiteStaff = <T>(siteId: number, plans: () => Promise<T>): Promise<T> =>
  runInScope(scopeOf({ sites: [siteId] }), plans);
