import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';

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
