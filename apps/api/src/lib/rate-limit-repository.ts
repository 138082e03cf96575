import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters, rateLimitHits } from '../db/schema/index.js';
import { queryRows } from '../db/client.js';

/** Records one hit per bucket and key. */
export async function insertHits(db: Db, hits: { bucket: string; key: string }[]): Promise<void> {
  await db.insert(rateLimitHits).values(hits.map(({ bucket, key }) => ({ bucket, key })));
}

/** Hits of one bucket and key within the last `windowSeconds`. */
export async function countHits(db: Db, bucket: string, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.created_at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.n ?? 0;
}

interface Counted {
  bucket: string;
  key: string;
  max: number;
  windowSeconds: number;
}

/** The hits of one bucket and key in its window, read no further than `upTo` index entries. */
const hitsInWindow = (limit: Counted, upTo: number, idAtMost?: number) => sql`
  select 1 from ${rateLimitHits}
  where ${rateLimitHits.bucket} = ${limit.bucket} and ${rateLimitHits.key} = ${limit.key}
    and ${rateLimitHits.created_at} > now() - make_interval(secs => ${limit.windowSeconds})
    ${idAtMost === undefined ? sql`` : sql`and ${rateLimitHits.id} <= ${idAtMost}`}
  limit ${upTo}`;

/**
 * Records a hit only while the key has fewer than `max` in its window; answers the new hit's id, or
 * null when the limit was already reached (nothing is recorded). The count reads at most `max`
 * index entries, so it costs the same however many requests were refused.
 */
export async function insertHitUnderLimit(db: Db, limit: Counted): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${rateLimitHits} (bucket, key)
        select ${limit.bucket}, ${limit.key}
        where (select count(*) from (${hitsInWindow(limit, limit.max)}) as counted) < ${limit.max}
        returning id`,
  );
  return row?.id ?? null;
}

/** Hits of the key up to and including hit `id` (concurrent requests that slipped in together), at most `max + 1`. */
export async function countHitsUpTo(db: Db, limit: Counted, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${hitsInWindow(limit, limit.max + 1, id)}) as counted`,
  );
  return row?.n ?? 0;
}

export async function deleteHit(db: Db, id: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

/** The start of the fixed window `now()` falls in: the epoch cut into `windowSeconds`. */
const windowStart = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/**
 * Counts one hit in the key's current fixed window while it has fewer than `max`: one upsert, the
 * same cost at the first hit and the thousandth. False when the window is full (nothing counted).
 */
export async function countInWindow(db: Db, limit: Counted): Promise<boolean> {
  const start = windowStart(limit.windowSeconds);
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitCounters} as c (bucket, key, window_start, hits)
        values (${limit.bucket}, ${limit.key}, ${start}, 1)
        on conflict (bucket, key, window_start) do update set hits = c.hits + 1 where c.hits < ${limit.max}
        returning hits`,
  );
  return rows.length > 0;
}

/** Whole seconds left in the current fixed window, by the database's clock (a refusal's Retry-After). */
export async function secondsLeftInWindow(db: Db, windowSeconds: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ceil(extract(epoch from ${windowStart(windowSeconds)} + make_interval(secs => ${windowSeconds}) - now()))::int as n`,
  );
  return Number(row?.n ?? windowSeconds);
}
