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

/**
 * What a refused request may still write: the record of the refusal itself (a budget's hits and a
 * sign-in's failures, decisions 0061, 0078 and 0105) and when a token was last used.
 */
const REQUEST_RECORDS = ['rate_limit_hits', 'rate_limit_counters', 'login_failures'];
const REQUEST_COLUMNS = ['last_used_at'];

/**
 * A digest of the whole database, by table: every table of the app's schema and the queue's jobs,
 * read from the catalogue once (a new table is compared by default); each digest is one round trip,
 * cheap enough to take after every request: a table's row count and the sum of its rows' `xmin` (any insert, update
 * or delete writes a row version of a new transaction), except where a column the request may touch
 * (`REQUEST_COLUMNS`) is left out of the row's text.
 */
export async function databaseDigester(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = await queryRows<{ schema: string; name: string; touched: boolean }>(
    db,
    sql`select t.table_schema as schema, t.table_name as name,
          exists (select 1 from information_schema.columns c where c.table_schema = t.table_schema
                  and c.table_name = t.table_name and c.column_name in ${REQUEST_COLUMNS}) as touched
        from information_schema.tables t
        where t.table_type = 'BASE TABLE' and (t.table_schema = 'public' or (t.table_schema = 'pgboss' and t.table_name = 'job'))`,
  );
  const dropped = sql.raw(REQUEST_COLUMNS.map((column) => ` - '${column}'`).join(''));
  const parts = tables
    .filter((table) => !REQUEST_RECORDS.includes(table.name))
    .map(({ schema, name, touched }) => {
      const digest = touched
        ? sql`coalesce(md5(string_agg((to_jsonb(t)${dropped})::text, '|' order by (to_jsonb(t)${dropped})::text)), '')`
        : sql`coalesce(sum(t.xmin::text::bigint), 0)`;
      return sql`select ${`${schema}.${name}`} as table_name, count(*) || ':' || ${digest} as digest
            from ${sql.identifier(schema)}.${sql.identifier(name)} t`;
    });
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const rows = await queryRows<{ table_name: string; digest: string }>(db, query);
    return Object.fromEntries(rows.map((row) => [row.table_name, row.digest]));
  };
}
