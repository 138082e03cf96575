import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, rateLimitCounters, rateLimitHits } from '../db/schema/index.js';

const olderThan = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Drops rate-limit hits, and counters of windows begun, older than `seconds`. */
export async function deleteRateLimitRecordsOlderThan(db: Db, seconds: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.created_at, olderThan(seconds)));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_start, olderThan(seconds)));
}

/** Drops failed sign-ins older than `seconds`. */
export async function deleteLoginFailuresOlderThan(db: Db, seconds: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.created_at, olderThan(seconds)));
}
