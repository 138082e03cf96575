import { sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract';
import { queryRows, type Db } from '../../db/client.js';

/** How far back the dashboard's applications by status look. */
export const APPLICATIONS_WINDOW_DAYS = 30;

/**
 * Applications made in the last 30 days by their current status, every status present (zero
 * included): the site's (index `(site_id, applied_at, id)`) or one employer's (`(employer_id, applied_at, id)`).
 */
export async function applicationsByStatus(db: Db, siteId: number, employerId?: number) {
  const scope =
    employerId === undefined ? sql`site_id = ${siteId}` : sql`employer_id = ${employerId} and site_id = ${siteId}`;
  const rows = await queryRows<{ status: ApplicationStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from applications
        where ${scope} and applied_at >= now() - make_interval(days => ${APPLICATIONS_WINDOW_DAYS})
        group by status`,
  );
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, by.get(status) ?? 0])) as Record<
    ApplicationStatus,
    number
  >;
}

/** Jobs of the site with at least one open report (index `job_flags_site_open_idx`). */
export async function flaggedJobCount(db: Db, siteId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct job_id)::int as n from job_flags where site_id = ${siteId} and dismissed_at is null`,
  );
  return Number(row?.n ?? 0);
}
