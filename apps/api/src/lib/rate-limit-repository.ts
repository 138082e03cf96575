import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';

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
