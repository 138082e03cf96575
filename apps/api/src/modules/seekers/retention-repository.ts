import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { applications, seekers, sites } from '../../db/schema/index.js';

/** The sites that set a retention (decision 0100), with its months. */
export async function sitesWithRetention(db: Db): Promise<{ id: number; months: number }[]> {
  const rows = await queryRows<{ id: number; months: string }>(
    db,
    sql`select ${sites.id} as id, ${sites.settings} ->> 'candidate_retention_months' as months from ${sites}
        where jsonb_typeof(${sites.settings} -> 'candidate_retention_months') = 'number'`,
  );
  return rows.map((r) => ({ id: r.id, months: Number(r.months) })).filter((r) => Number.isInteger(r.months));
}

/**
 * A seeker's last activity (decision 0100): the latest of their creation, their own last activity
 * (an application, a sign-in), any staff change of their row, and any change of one of their
 * applications (a status or stage move, a note).
 */
const lastActivity: SQL = sql`greatest(
  ${seekers.created_at}, ${seekers.updated_at}, coalesce(${seekers.last_activity_at}, ${seekers.created_at}),
  coalesce((select max(${applications.updated_at}) from ${applications} where ${applications.seeker_id} = ${seekers.id}), ${seekers.created_at})
)`;

const BATCH = 200;

/** Not erased seekers of the site, not yet warned, whose last activity is before `before`. */
export function seekersToWarn(db: Db, siteId: number, before: Date) {
  return db
    .select({ id: seekers.id, uuid: seekers.uuid, name: seekers.name, email: seekers.email })
    .from(seekers)
    .where(
      and(
        eq(seekers.site_id, siteId),
        isNull(seekers.erased_at),
        isNull(seekers.retention_warned_at),
        sql`${lastActivity} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH);
}

/** Warned at or before `warnedBy` and nothing happened since the warning: the erasure is due. */
export function seekersToErase(db: Db, siteId: number, warnedBy: Date) {
  return db
    .select({ uuid: seekers.uuid })
    .from(seekers)
    .where(
      and(
        eq(seekers.site_id, siteId),
        isNull(seekers.erased_at),
        isNotNull(seekers.retention_warned_at),
        sql`${seekers.retention_warned_at} <= ${warnedBy.toISOString()}::timestamptz`,
        sql`${lastActivity} < ${seekers.retention_warned_at}`,
      ),
    )
    .limit(BATCH);
}

/**
 * Warnings that no longer stand (a later one will come): the seeker was active again since, or the
 * warning is older than `expiredBefore` (the site's retention was off meanwhile: an erasure must
 * follow a warning the candidate could still act on).
 */
export async function withdrawStaleWarnings(db: Db, siteId: number, expiredBefore: Date): Promise<number> {
  const rows = await db
    .update(seekers)
    .set({ retention_warned_at: null })
    .where(
      and(
        eq(seekers.site_id, siteId),
        isNull(seekers.erased_at),
        isNotNull(seekers.retention_warned_at),
        sql`(${lastActivity} >= ${seekers.retention_warned_at} or ${seekers.retention_warned_at} < ${expiredBefore.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: seekers.id });
  return rows.length;
}

/** Marks the warning once (a concurrent sweep finds it marked and sends nothing); leaves `updated_at`. */
export async function markWarned(db: Db, seekerId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(seekers)
    .set({ retention_warned_at: at })
    .where(and(eq(seekers.id, seekerId), isNull(seekers.retention_warned_at), isNull(seekers.erased_at)))
    .returning({ id: seekers.id });
  return rows.length > 0;
}
