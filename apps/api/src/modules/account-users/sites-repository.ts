import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

interface SiteRow {
  id: number | string;
  name: string;
  title: string;
  domains: string[] | null;
  employers: number | string;
  live_jobs: number | string;
  users: number | string;
}

/**
 * The account's sites with their domains (primary first) and counts, in one statement: each count
 * is an indexed lookup per site (an account holds a handful), never a query per row from the code.
 * `users` counts the people of the site itself and of its employers; the account's own members
 * see every site and are counted once on the users page instead.
 */
export async function listAccountSites(db: Db, accountId: number) {
  const rows = await queryRows<SiteRow>(
    db,
    sql`select s.id, s.name, s.title,
          (select array_agg(d.domain order by d.is_primary desc, d.domain) from site_domains d where d.site_id = s.id) as domains,
          (select count(*) from employers e where e.site_id = s.id) as employers,
          (select count(*) from jobs j where j.site_id = s.id and j.status = 'live') as live_jobs,
          (select count(distinct m.user_id) from memberships m
            where (m.scope_type = 'site' and m.scope_id = s.id)
               or (m.scope_type = 'employer' and m.scope_id in (select e.id from employers e where e.site_id = s.id))) as users
        from sites s
        where s.account_id = ${accountId}
        order by s.name, s.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    title: row.title,
    domains: row.domains ?? [],
    employers: Number(row.employers),
    live_jobs: Number(row.live_jobs),
    users: Number(row.users),
  }));
}
