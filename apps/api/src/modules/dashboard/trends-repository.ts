import { sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  DASHBOARD_TREND_DAYS,
  JOB_STATUSES,
  type ApplicationStatus,
  type ApplicationsDay,
  type CreditsDay,
  type JobStatus,
} from '@portal/contract';
import { queryRows, type Db } from '../../db/client.js';

/** The trend's days, oldest first: the last 30 whole UTC days, today included. */
export function trendDays(today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: DASHBOARD_TREND_DAYS }, (_, i) =>
    new Date(end - (DASHBOARD_TREND_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The first instant of the trend's first day, in SQL (UTC midnight, 29 days before today's). */
const trendStart = sql`((now() at time zone 'UTC')::date - ${DASHBOARD_TREND_DAYS - 1}::int)`;
const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/**
 * Every job of the site (or of one employer of it) by status, zero included: one aggregate over the
 * `(site_id, status, …)` index, or `(employer_id, status, …)` for an employer's own users.
 */
export async function jobsByStatus(db: Db, siteId: number, employerId?: number) {
  const scope =
    employerId === undefined ? sql`site_id = ${siteId}` : sql`employer_id = ${employerId} and site_id = ${siteId}`;
  const rows = await queryRows<{ status: JobStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from jobs where ${scope} group by status`,
  );
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return Object.fromEntries(JOB_STATUSES.map((status) => [status, by.get(status) ?? 0])) as Record<JobStatus, number>;
}

/**
 * Applications of the last 30 UTC days per day and current status (index `(site_id, applied_at, id)`,
 * or `(employer_id, applied_at, id)`): one grouped range scan; the empty days are filled here.
 */
export async function applicationsByDay(db: Db, siteId: number, employerId?: number): Promise<ApplicationsDay[]> {
  const scope =
    employerId === undefined ? sql`site_id = ${siteId}` : sql`employer_id = ${employerId} and site_id = ${siteId}`;
  const rows = await queryRows<{ day: string; status: ApplicationStatus; n: number }>(
    db,
    sql`select ${utcDay('applied_at')} as day, status, count(*)::int as n from applications
        where ${scope} and applied_at >= ${trendStart}::timestamp at time zone 'UTC'
        group by 1, 2`,
  );
  const days = trendDays();
  const empty = () =>
    Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  const byDay = new Map(days.map((day) => [day, empty()]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.status] = Number(row.n);
  }
  return days.map((day) => ({ day, counts: byDay.get(day) ?? empty() }));
}

/** Credits of the site's paid purchases per UTC day of the last 30 (index `(site_id, status)`). */
export async function creditsByDay(db: Db, siteId: number): Promise<CreditsDay[]> {
  const rows = await queryRows<{ day: string; n: number }>(
    db,
    sql`select ${utcDay('paid_at')} as day, sum(quantity)::int as n from credit_purchases
        where site_id = ${siteId} and status = 'paid' and paid_at >= ${trendStart}::timestamp at time zone 'UTC'
        group by 1`,
  );
  const by = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return trendDays().map((day) => ({ day, credits: by.get(day) ?? 0 }));
}
