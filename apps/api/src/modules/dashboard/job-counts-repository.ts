import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** How many days ahead a live job counts as expiring soon (the expiry warning's window, decision 0038). */
export const EXPIRING_SOON_DAYS = 7;

/**
 * Live, on-hold and expiring-soon jobs of a site, or of one employer of it (an employer's own
 * users), in one query over the status indexes.
 */
export async function jobCounts(db: Db, siteId: number, employerId?: number) {
  const employer = employerId === undefined ? sql`` : sql` and employer_id = ${employerId}`;
  const rows = await queryRows<{ live: number; on_hold: number; expiring: number }>(
    db,
    sql`select count(*) filter (where status = 'live')::int as live,
               count(*) filter (where status = 'on_hold')::int as on_hold,
               count(*) filter (where status = 'live'
                 and advert_end_date < current_date + ${EXPIRING_SOON_DAYS}::int)::int as expiring
        from jobs where site_id = ${siteId} and status in ('live', 'on_hold')${employer}`,
  );
  const row = rows[0];
  return {
    jobs_live: Number(row?.live ?? 0),
    jobs_on_hold: Number(row?.on_hold ?? 0),
    jobs_expiring_soon: Number(row?.expiring ?? 0),
  };
}
