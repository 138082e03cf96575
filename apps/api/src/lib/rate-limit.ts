import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import { tooManyAttempts } from './http-error.js';

export interface Limit {
  /** What is counted, e.g. `forgot-password:address`. */
  bucket: string;
  /** Who or what it is counted for (an address, an IP, a user id). */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit and throws 429 (with Retry-After) when any is over.
 * The attempt is recorded before counting, so concurrent requests can never all slip under it.
 */
export async function hitRateLimits(db: Db, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  await db.insert(rateLimitHits).values(limits.map(({ bucket, key }) => ({ bucket, key })));
  const counts = await Promise.all(
    limits.map(async ({ bucket, key, windowSeconds }) => {
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
    }),
  );
  const over = limits.filter((limit, i) => (counts[i] ?? 0) > limit.max);
  if (over.length > 0) throw tooManyAttempts(Math.max(...over.map((limit) => limit.windowSeconds)));
}

/** Drops hits older than a day (no limit window is longer); run by the worker's sweep. */
export async function sweepRateLimitHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.created_at, sql`now() - interval '1 day'`));
}
