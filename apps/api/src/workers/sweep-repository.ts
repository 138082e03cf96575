import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, rateLimitHits } from '../db/schema/index.js';

const olderThan = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Drops rate-limit hits older than `seconds`. */
export async function deleteRateLimitHitsOlderThan(db: Db, seconds: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.created_at, olderThan(seconds)));
}

/** Drops failed sign-ins older than `seconds`. */
export async function deleteLoginFailuresOlderThan(db: Db, seconds: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.created_at, olderThan(seconds)));
}
