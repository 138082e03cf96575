import type { Db } from '../db/client.js';
import { tooManyAttempts } from './http-error.js';
import { countHits, insertHits } from './rate-limit-repository.js';

export interface Limit {
  /** What is counted, e.g. `forgot-password:address`. */
  bucket: string;
  /** Who or what it is counted for (an address, an IP, a user id). */
  key: string;
  max: number;
  windowSeconds: number;
}

/** No limit window is longer (config refuses it): hits older than this count for nothing and are swept. */
export const RATE_LIMIT_RETENTION_SECONDS = 86_400;

/**
 * Counts one attempt against each limit and throws 429 (with Retry-After) when any is over.
 * The attempt is recorded before counting, so concurrent requests can never all slip under it.
 */
export async function hitRateLimits(db: Db, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  await insertHits(db, limits);
  const counts = await Promise.all(
    limits.map(({ bucket, key, windowSeconds }) => countHits(db, bucket, key, windowSeconds)),
  );
  const over = limits.filter((limit, i) => (counts[i] ?? 0) > limit.max);
  if (over.length > 0) throw tooManyAttempts(Math.max(...over.map((limit) => limit.windowSeconds)));
}
