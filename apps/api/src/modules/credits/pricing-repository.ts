import { asc, eq, sql } from 'drizzle-orm';
import type { DiscountTierInput, UpdateCreditPricing } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { creditPrices, discountTiers } from '../../db/schema/index.js';

/** What a site without a price row charges (a site created after the seed; see site-defaults). */
export const DEFAULT_CREDIT_PRICE = { unit_price_minor: 2500, currency: 'USD', presets: [5, 10, 25, 50, 100] };

export async function findCreditPrice(db: Db, siteId: number) {
  const [row] = await db
    .select({
      unit_price_minor: creditPrices.unit_price_minor,
      currency: creditPrices.currency,
      presets: creditPrices.presets,
    })
    .from(creditPrices)
    .where(eq(creditPrices.site_id, siteId));
  return row ?? DEFAULT_CREDIT_PRICE;
}

export async function findTiers(db: Db, siteId: number) {
  return db
    .select({ id: discountTiers.id, min_quantity: discountTiers.min_quantity, percent_off: discountTiers.percent_off })
    .from(discountTiers)
    .where(eq(discountTiers.site_id, siteId))
    .orderBy(asc(discountTiers.min_quantity));
}

export async function saveCreditPrice(db: Db, siteId: number, input: UpdateCreditPricing) {
  const values = { unit_price_minor: input.unit_price_minor, currency: input.currency, presets: input.presets };
  await db
    .insert(creditPrices)
    .values({ site_id: siteId, ...values })
    .onConflictDoUpdate({ target: creditPrices.site_id, set: { ...values, updated_at: sql`now()` } });
}

const TIERS_LOCK = 727_003;

/**
 * Replaces the site's tiers with the given set (the caller runs it in a transaction); two saves at
 * once take turns on a lock of the site's tiers, so the last one wins whole.
 */
export async function replaceTiers(db: Db, siteId: number, tiers: DiscountTierInput[]) {
  await db.execute(sql`select pg_advisory_xact_lock(${TIERS_LOCK}, ${siteId})`);
  await db.delete(discountTiers).where(eq(discountTiers.site_id, siteId));
  if (tiers.length) {
    await db.insert(discountTiers).values(tiers.map((tier) => ({ site_id: siteId, ...tier })));
  }
}
