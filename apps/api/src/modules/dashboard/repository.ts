import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** Employer counts of one site by status, in one indexed query. */
export async function employerCounts(db: Db, siteId: number) {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from employers where site_id = ${siteId} group by status`,
  );
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  const total = Object.values(by).reduce((a, b) => a + b, 0);
  return {
    employers: total,
    employers_active: by.active ?? 0,
    employers_on_hold: by.on_hold ?? 0,
    employers_disabled: by.disabled ?? 0,
  };
}

/** The selected employer's own figures, for employer-level users. */
export async function employerOwnCounts(db: Db, siteId: number, employerId: number) {
  const rows = await queryRows<{ live_jobs_count: number; users: number }>(
    db,
    sql`select e.live_jobs_count,
               (select count(*)::int from memberships m where m.scope_type = 'employer' and m.scope_id = e.id) as users
        from employers e where e.id = ${employerId} and e.site_id = ${siteId}`,
  );
  const row = rows[0];
  return row ? { employer_live_jobs: Number(row.live_jobs_count), employer_users: Number(row.users) } : {};
}
