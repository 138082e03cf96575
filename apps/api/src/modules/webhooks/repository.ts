import type { WebhookEvent } from '@portal/contract';
import { and, count, desc, eq, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const e = webhookEndpoints;
const d = webhookDeliveries;

/** Endpoints of the reach's site only: another site's endpoint is not found (decision 0002). */
const ofSite = (reach: Reach, uuid: string) => and(eq(e.site_id, reach.siteId), eq(e.uuid, uuid));

export function listEndpoints(db: Db, reach: Reach): Promise<EndpointRow[]> {
  return db.select().from(e).where(eq(e.site_id, reach.siteId)).orderBy(e.created_at, e.id);
}

export async function countEndpoints(db: Db, reach: Reach): Promise<number> {
  const [row] = await db.select({ n: count() }).from(e).where(eq(e.site_id, reach.siteId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: Db, reach: Reach, uuid: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(e).where(ofSite(reach, uuid));
  return row;
}

export async function insertEndpoint(
  db: Db,
  reach: Reach,
  values: Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'secret' | 'created_by'>,
): Promise<EndpointRow> {
  const [row] = await db
    .insert(e)
    .values({ ...values, site_id: reach.siteId })
    .returning();
  if (!row) throw new Error('the endpoint was not inserted');
  return row;
}

export async function updateEndpoint(
  db: Db,
  reach: Reach,
  uuid: string,
  values: Partial<Omit<EndpointRow, 'id' | 'uuid' | 'site_id'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(e)
    .set({ ...values, updated_at: sql`now()` })
    .where(ofSite(reach, uuid))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, reach: Reach, uuid: string): Promise<EndpointRow | undefined> {
  const [row] = await db.delete(e).where(ofSite(reach, uuid)).returning();
  return row;
}

/** One page of an endpoint's delivery log, newest first, and how many it holds. */
export async function listDeliveries(
  db: Db,
  reach: Reach,
  endpointId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(d.site_id, reach.siteId), eq(d.endpoint_id, endpointId));
  const [rows, [total]] = await Promise.all([
    db.select().from(d).where(where).orderBy(desc(d.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDelivery(db: Db, reach: Reach, endpointId: number, id: number) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.site_id, reach.siteId), eq(d.endpoint_id, endpointId), eq(d.id, id)));
  return row;
}

/** A redelivery: the same message (id, event, body) queued again behind what the subject has pending. */
export async function insertRedelivery(db: Db, row: DeliveryRow): Promise<DeliveryRow> {
  const [copy] = await db
    .insert(d)
    .values({
      site_id: row.site_id,
      endpoint_id: row.endpoint_id,
      message_id: row.message_id,
      event: row.event,
      subject: row.subject,
      payload: row.payload,
    })
    .returning();
  if (!copy) throw new Error('the redelivery was not inserted');
  return copy;
}

export interface OutboxEvent {
  siteId: number;
  event: WebhookEvent;
  /** What orders the deliveries: `job:<uuid>`, `application:<uuid>`… */
  subject: string;
  messageId: string;
  payload: Record<string, unknown>;
}

/** One delivery for every enabled endpoint of the event's site that subscribes to it: one statement. */
export async function insertDeliveries(db: Db, event: OutboxEvent): Promise<void> {
  await db.execute(sql`
    insert into ${d} (site_id, endpoint_id, message_id, event, subject, payload)
    select ${e.site_id}, ${e.id}, ${event.messageId}, ${event.event}, ${event.subject}, ${JSON.stringify(event.payload)}::jsonb
    from ${e}
    where ${e.site_id} = ${event.siteId} and ${e.enabled} and ${event.event} = any(${e.events})`);
}

export type ClaimedDelivery = DeliveryRow & { url: string; secrets: string[] };

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`: pending, due, of an enabled endpoint,
 * not claimed by a live worker, and with no earlier pending delivery of the same subject to the
 * same endpoint (order per subject). SKIP LOCKED lets workers claim side by side.
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: d.id })
    .from(d)
    .innerJoin(e, and(eq(e.id, d.endpoint_id), eq(e.enabled, true)))
    .where(
      and(
        eq(d.state, 'pending'),
        lte(d.next_attempt_at, now),
        or(isNull(d.claimed_until), lt(d.claimed_until, now)),
        sql`not exists (select 1 from ${d} as earlier where earlier.endpoint_id = ${d.endpoint_id}
          and earlier.subject = ${d.subject} and earlier.state = 'pending' and earlier.id < ${d.id})`,
      ),
    )
    .orderBy(d.id)
    .limit(limit)
    .for('update', { of: d, skipLocked: true });
  const lease = new Date(now.getTime() + leaseSeconds * 1000);
  return db
    .update(d)
    .set({ claimed_until: lease, attempts: sql`${d.attempts} + 1` })
    .where(sql`${d.id} in (${due})`)
    .returning();
}

/** The endpoint's address and the secrets that sign now (the previous one while its overlap lasts). */
export async function signingOf(db: Db, endpointId: number, now: Date) {
  const [row] = await db
    .select({ url: e.url, secret: e.secret, previous: e.previous_secret, until: e.previous_secret_until })
    .from(e)
    .where(eq(e.id, endpointId));
  if (!row) return undefined;
  const overlap = row.previous && row.until && row.until > now ? [row.previous] : [];
  return { url: row.url, secrets: [row.secret, ...overlap] };
}

export interface AttemptRecord {
  state: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date | null;
  at: Date;
  status: number | null;
  excerpt: string | null;
  latencyMs: number;
  error: string | null;
}

/** Records attempt `attempt`'s outcome, unless a later claim took the delivery over (its lease lapsed). */
export async function recordAttempt(db: Db, id: number, attempt: number, r: AttemptRecord): Promise<boolean> {
  const done = await db
    .update(d)
    .set({
      state: r.state,
      ...(r.nextAttemptAt ? { next_attempt_at: r.nextAttemptAt } : {}),
      claimed_until: null,
      last_attempt_at: r.at,
      response_status: r.status,
      response_excerpt: r.excerpt,
      latency_ms: r.latencyMs,
      error: r.error,
      ...(r.state === 'delivered' ? { delivered_at: r.at } : {}),
    })
    .where(and(eq(d.id, id), eq(d.attempts, attempt), eq(d.state, 'pending')))
    .returning({ id: d.id });
  return done.length > 0;
}

/** A success ends the endpoint's run of failures. */
export async function markEndpointHealthy(db: Db, endpointId: number) {
  await db
    .update(e)
    .set({ failing_since: null })
    .where(and(eq(e.id, endpointId), sql`${e.failing_since} is not null`));
}

/**
 * A failure starts (or continues) the endpoint's run of failures; a run as old as `disableAfter`
 * disables it. Answers the endpoint when this call disabled it (once, however many workers fail).
 */
export async function markEndpointFailing(db: Db, endpointId: number, now: Date, disableAfterSeconds: number) {
  await db
    .update(e)
    .set({ failing_since: now })
    .where(and(eq(e.id, endpointId), isNull(e.failing_since)));
  const cutoff = new Date(now.getTime() - disableAfterSeconds * 1000);
  const [disabled] = await db
    .update(e)
    .set({ enabled: false, disabled_reason: 'failing', updated_at: sql`now()` })
    .where(and(eq(e.id, endpointId), eq(e.enabled, true), lte(e.failing_since, cutoff)))
    .returning();
  return disabled;
}

/**
 * The delivery log's retention: delivered and failed rows older than `days` are deleted, oldest
 * first, at most `limit` per call (pending rows are kept whatever their age: they are still owed).
 */
export async function deleteSettledDeliveries(db: Db, days: number, limit = 10_000): Promise<number> {
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const old = db
    .select({ id: d.id })
    .from(d)
    .where(and(lt(d.created_at, cutoff), sql`${d.state} <> 'pending'`))
    .orderBy(d.created_at)
    .limit(limit);
  const deleted = await db
    .delete(d)
    .where(sql`${d.id} in (${old})`)
    .returning({ id: d.id });
  return deleted.length;
}
