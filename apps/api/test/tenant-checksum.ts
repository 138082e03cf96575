import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';

/**
 * A digest of every row the other tenants own, by table: every table with a `site_id` (rows of
 * other sites), with an `employer_id` only (rows of other sites' employers), and the memberships
 * of other sites' scopes. Read from the catalogue, so a new tenant table is compared by default.
 */
export async function otherTenantsDigest(db: Db, ownSiteId: number): Promise<Record<string, string>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('site_id', 'employer_id')`,
  );
  const bySite = new Set(columns.filter((c) => c.column_name === 'site_id').map((c) => c.table_name));
  const byEmployer = columns
    .filter((c) => c.column_name === 'employer_id' && !bySite.has(c.table_name))
    .map((c) => c.table_name);
  const ownEmployers = sql`(select id from employers where site_id = ${ownSiteId})`;
  const filters: [string, ReturnType<typeof sql>][] = [
    ...[...bySite].map((table) => [table, sql`site_id <> ${ownSiteId}`] as [string, ReturnType<typeof sql>]),
    ...byEmployer.map((table) => [table, sql`employer_id not in ${ownEmployers}`] as [string, ReturnType<typeof sql>]),
    // Link tables that name a job rather than a site: the other sites' jobs' links.
    ['job_consultants', sql`job_id not in (select id from jobs where site_id = ${ownSiteId})`],
    ['job_tags', sql`owner_id not in (select uuid from jobs where site_id = ${ownSiteId})`],
    ['seeker_tags', sql`owner_id not in (select uuid from seekers where site_id = ${ownSiteId})`],
    // ...and the other sites' applications' (decision 0046).
    ['application_tags', sql`owner_id not in (select uuid from applications where site_id = ${ownSiteId})`],
    ['application_history', sql`application_id not in (select id from applications where site_id = ${ownSiteId})`],
    ['application_feedbacks', sql`application_id not in (select id from applications where site_id = ${ownSiteId})`],
    [
      'memberships',
      sql`not ((scope_type = 'site' and scope_id = ${ownSiteId}) or (scope_type = 'employer' and scope_id in ${ownEmployers}))`,
    ],
  ];
  // One round trip: a digest row per table.
  const parts = filters.map(
    ([table, where]) =>
      sql`select ${table} as table_name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(table)} t where ${where}`,
  );
  const rows = await queryRows<{ table_name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.table_name, row.digest]));
}
