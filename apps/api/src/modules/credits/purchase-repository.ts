import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, creditPurchases, employers, sites } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

export type PurchaseRow = typeof creditPurchases.$inferSelect;
export type NewPurchase = Omit<
  typeof creditPurchases.$inferInsert,
  'id' | 'uuid' | 'status' | 'created_at' | 'paid_at' | 'provider_ref' | 'checkout_url' | 'failure_message'
>;

const withEmployer = (db: Db) =>
  db
    .select({ purchase: creditPurchases, employer: { id: employers.id, name: employers.business_name } })
    .from(creditPurchases)
    .innerJoin(employers, eq(employers.id, creditPurchases.employer_id));

export type PurchaseRecord = Awaited<ReturnType<ReturnType<typeof withEmployer>['execute']>>[number];

/**
 * Records a new purchase, or finds the one the same user already made for the same employer with
 * the same idempotency key (`created` false): concurrent retries insert one row between them.
 */
export async function insertOrFindPurchase(db: Db, values: NewPurchase) {
  const [inserted] = await db
    .insert(creditPurchases)
    .values(values)
    .onConflictDoNothing({
      target: [creditPurchases.user_id, creditPurchases.employer_id, creditPurchases.idempotency_key],
    })
    .returning({ id: creditPurchases.id });
  const keyWhere = and(
    eq(creditPurchases.user_id, values.user_id ?? 0),
    eq(creditPurchases.employer_id, values.employer_id),
    eq(creditPurchases.idempotency_key, values.idempotency_key),
  );
  const [record] = await withEmployer(db).where(inserted ? eq(creditPurchases.id, inserted.id) : keyWhere);
  if (!record) throw new Error('purchase insert failed');
  return { record, created: inserted !== undefined };
}

/** Keeps the provider's reference and checkout address of a purchase that has none yet. */
export async function setCheckout(db: Db, id: number, ref: string, url: string) {
  await db
    .update(creditPurchases)
    .set({ provider_ref: ref, checkout_url: url })
    .where(and(eq(creditPurchases.id, id), sql`${creditPurchases.provider_ref} is null`));
}

/** A purchase of the reach's site (and of the given employer when one is selected). */
export async function findPurchase(db: Db, reach: Reach, employerId: number | null, uuid: string) {
  const conditions: (SQL | undefined)[] = [eq(creditPurchases.uuid, uuid), eq(creditPurchases.site_id, reach.siteId)];
  if (employerId != null) conditions.push(eq(creditPurchases.employer_id, employerId));
  const [row] = await withEmployer(db).where(and(...conditions));
  return row;
}

/** The purchase a provider's checkout or event names (no tenant: the provider's signature vouches). */
export async function findPurchaseByRef(db: Db, provider: string, ref: string) {
  const [row] = await withEmployer(db).where(
    and(eq(creditPurchases.provider, provider), eq(creditPurchases.provider_ref, ref)),
  );
  return row;
}

/** A purchase as the provider that took it names it: another provider's event never matches (decision 0021). */
export interface ProviderPurchase {
  id: number;
  provider: string;
}

const pendingWith = (purchase: ProviderPurchase) =>
  and(
    eq(creditPurchases.id, purchase.id),
    eq(creditPurchases.provider, purchase.provider),
    eq(creditPurchases.status, 'pending'),
  );

/**
 * pending → paid, once: of concurrent deliveries only the first gets the row back (the others
 * wait for its lock, then see `paid`). Undefined means settled already, never pending, or taken
 * by another provider.
 */
export async function markPaid(db: Db, purchase: ProviderPurchase) {
  const [row] = await db
    .update(creditPurchases)
    .set({ status: 'paid', paid_at: sql`now()` })
    .where(pendingWith(purchase))
    .returning();
  return row;
}

/** pending → failed with the provider's reason; a paid purchase never goes back. */
export async function markFailed(db: Db, purchase: ProviderPurchase, message: string) {
  const [row] = await db
    .update(creditPurchases)
    .set({ status: 'failed', failure_message: message })
    .where(pendingWith(purchase))
    .returning({ id: creditPurchases.id });
  return row !== undefined;
}

/**
 * pending → canceled for checkouts of `provider` opened more than `hours` ago and never paid. Only
 * for a provider whose checkouts cannot complete later (the sandbox): a Stripe bank debit may
 * succeed days after its session, and Stripe tells us when a session expires.
 */
export async function cancelStalePurchases(db: Db, provider: string, hours: number, message: string) {
  const rows = await db
    .update(creditPurchases)
    .set({ status: 'canceled', failure_message: message })
    .where(
      and(
        eq(creditPurchases.provider, provider),
        eq(creditPurchases.status, 'pending'),
        sql`${creditPurchases.created_at} < now() - make_interval(hours => ${hours})`,
      ),
    )
    .returning({ id: creditPurchases.id });
  return rows.length;
}

/** The account and site names of a site (the portal's path) and its title (the checkout page). */
export async function findSitePath(db: Db, siteId: number) {
  const [row] = await db
    .select({ account: accounts.name, site: sites.name, title: sites.title })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.account_id))
    .where(eq(sites.id, siteId));
  return row;
}

export async function findSiteTitle(db: Db, siteId: number) {
  const [row] = await db.select({ title: sites.title }).from(sites).where(eq(sites.id, siteId));
  return row?.title;
}

/**
 * Credits sold and revenue of a site's paid purchases in its current currency; what the sandbox
 * took is test money, summed apart (decision 0021).
 */
export async function creditSales(db: Db, siteId: number, currency: string) {
  const sandbox = sql`${creditPurchases.provider} = 'sandbox'`;
  const [row] = await db
    .select({
      credits: sql<number>`coalesce(sum(${creditPurchases.quantity}), 0)::int`,
      revenue: sql<number>`coalesce(sum(${creditPurchases.total_minor}) filter (where not ${sandbox}), 0)::bigint`,
      test: sql<number>`coalesce(sum(${creditPurchases.total_minor}) filter (where ${sandbox}), 0)::bigint`,
    })
    .from(creditPurchases)
    .where(
      and(
        eq(creditPurchases.site_id, siteId),
        eq(creditPurchases.status, 'paid'),
        eq(creditPurchases.currency, currency),
      ),
    );
  return { credits: Number(row?.credits ?? 0), revenue: Number(row?.revenue ?? 0), test: Number(row?.test ?? 0) };
}
