import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

// The list page's requests: default page, the deepest page allowed (LIST_LIMITS.deepestRow), a sort,
// a filter with a sort, a search that finds one row and a search with filters. Pages past the
// deepest row are refused (422). The search terms match the data of each mode.
export const PGLITE_QUERIES = [
  'per_page=25',
  'per_page=25&page=400',
  'per_page=25&sort=business_name',
  'per_page=100&sort=-live_jobs_count&filter[status]=active',
  'per_page=25&search=employer%2012345',
  'per_page=25&search=contact%2042&filter[type]=household&filter[industry]=retail',
];

/**
 * The same shapes on the `seed:scale` data (registration numbers are REG-0000001…; names are real
 * words), plus searches matching many rows (smith, ltd: the capped count then does the most work)
 * and the registrations on hold, newest first.
 */
export const POSTGRES_QUERIES = [
  'per_page=25',
  'per_page=25&page=400',
  'per_page=25&sort=business_name',
  'per_page=100&sort=-live_jobs_count&filter[status]=active',
  'per_page=25&search=REG-0012345',
  'per_page=25&search=harbour&filter[type]=business&filter[industry]=hospitality',
  'per_page=25&search=smith',
  'per_page=25&search=ltd',
  'per_page=25&filter[status]=on_hold&sort=-created_at',
];

/** PGlite mode's data: `rows` plain employers in one site, every fifth a household. */
export async function insertBenchEmployers(db: Db, siteId: number, rows: number): Promise<void> {
  await db.execute(sql`
    insert into employers (site_id, type, business_name, contact_name, registration_number, industry, status, live_jobs_count)
    select ${siteId}, case when i % 5 = 0 then 'household' else 'business' end,
           'Bench employer ' || i, 'Contact ' || (i % 997), 'BR-' || i,
           (array['hospitality','retail','technology','healthcare'])[1 + i % 4],
           (array['active','active','active','on_hold','disabled'])[1 + i % 5], i % 13
    from generate_series(1, ${rows}) as i`);
  // As seed:scale: out of the trigram indexes' pending lists, and fresh statistics.
  await db.execute(sql`vacuum analyze employers`);
}
