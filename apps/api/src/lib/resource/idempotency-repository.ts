import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotentRequests } from '../../db/schema/index.js';

/** Where a key belongs: its caller, the selected scope and the route (decision 0059). */
export interface KeyPlace {
  caller: string;
  scope: string;
  route: string;
  key: string;
}

const olderThan = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

const at = (place: KeyPlace) =>
  and(
    eq(idempotentRequests.caller, place.caller),
    eq(idempotentRequests.scope, place.scope),
    eq(idempotentRequests.route, place.route),
    eq(idempotentRequests.key, place.key),
  );

/**
 * Takes the key for this request, or answers false when it is taken. A key still being used by a
 * transaction not yet committed makes this wait for it (the unique index): a concurrent duplicate
 * then finds its answer, or, when the first rolled back, takes the key itself. A key older than
 * `ttlHours` that the sweep has not deleted yet is taken over as new.
 */
export async function claimKey(db: Db, place: KeyPlace, requestHash: string, ttlHours: number): Promise<boolean> {
  const rows = await db
    .insert(idempotentRequests)
    .values({ ...place, request_hash: requestHash })
    .onConflictDoUpdate({
      target: [idempotentRequests.caller, idempotentRequests.scope, idempotentRequests.route, idempotentRequests.key],
      set: { request_hash: requestHash, status: null, body: null, created_at: sql`now()` },
      setWhere: lt(idempotentRequests.created_at, olderThan(ttlHours)),
    })
    .returning({ id: idempotentRequests.id });
  return rows.length > 0;
}

/** The stored request and its answer under a key another request took. */
export async function findKey(db: Db, place: KeyPlace) {
  const [row] = await db
    .select({
      request_hash: idempotentRequests.request_hash,
      status: idempotentRequests.status,
      body: idempotentRequests.body,
    })
    .from(idempotentRequests)
    .where(at(place));
  return row;
}

/** Stores the answer of the request that took the key, in its own transaction. */
export async function storeAnswer(db: Db, place: KeyPlace, status: number, body: string): Promise<void> {
  await db.update(idempotentRequests).set({ status, body }).where(at(place));
}

/** The sweep's part: keys older than `hours` answer nothing any more. */
export async function deleteKeysOlderThan(db: Db, hours: number): Promise<void> {
  await db.delete(idempotentRequests).where(lt(idempotentRequests.created_at, olderThan(hours)));
}
