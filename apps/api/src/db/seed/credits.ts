import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { creditBalances, creditLedger, creditPrices, discountTiers, products } from '../schema/index.js';

/** Credit unit price per site (decision 0018): the acme sites sell in euros, globex's in dollars. */
const CURRENCY_BY_ACCOUNT: Record<string, string> = { acme: 'EUR', globex: 'USD' };
const PRESETS = [5, 10, 25, 50, 100];

/** The demo tiers of decision 0018: 10+ → 5 %, 25+ → 10 %, 50+ → 15 %, 100+ → 20 %. */
export const DEMO_TIERS = [
  { min_quantity: 10, percent_off: 5 },
  { min_quantity: 25, percent_off: 10 },
  { min_quantity: 50, percent_off: 15 },
  { min_quantity: 100, percent_off: 20 },
];

const PRODUCTS = [
  {
    name: 'Standard job advert',
    description: 'Listed for 30 days in search results and job alerts.',
    credit_cost: 1,
    price_minor: 2900,
    duration_days: 30,
    sort_order: 1,
  },
  {
    name: 'Featured job advert',
    description: 'Listed for 30 days, highlighted at the top of search results and on the home page.',
    credit_cost: 1,
    price_minor: 5500,
    duration_days: 30,
    sort_order: 2,
  },
];

/** A site's credit price, tiers and products. */
export async function seedSiteCredits(db: Db, siteId: number, account: string) {
  await db.insert(creditPrices).values({
    site_id: siteId,
    unit_price_minor: 2500,
    currency: CURRENCY_BY_ACCOUNT[account] ?? 'USD',
    presets: PRESETS,
  });
  await db.insert(discountTiers).values(DEMO_TIERS.map((tier) => ({ site_id: siteId, ...tier })));
  await db.insert(products).values(PRODUCTS.map((product) => ({ site_id: siteId, ...product })));
}

/**
 * A few entries for the demo employer, so its ledger is not empty: a welcome grant, a spend and a
 * correction, with the running balance the ledger and the balance row agree on.
 */
export async function seedDemoLedger(db: Db, site: { id: number }, employerId: number, staffId: number) {
  const entries = [
    { delta: 10, kind: 'grant' as const, reason: 'Welcome credits', days: 20 },
    { delta: -1, kind: 'spend' as const, reason: 'Job posted: Pastry chef', days: 12 },
    { delta: -2, kind: 'revoke' as const, reason: 'Duplicate welcome credits corrected', days: 5 },
  ];
  let balance = 0;
  for (const entry of entries) {
    balance += entry.delta;
    await db.insert(creditLedger).values({
      site_id: site.id,
      employer_id: employerId,
      delta: entry.delta,
      kind: entry.kind,
      reason: entry.reason,
      user_id: staffId,
      balance_after: balance,
      created_at: sql`now() - make_interval(days => ${entry.days})`,
    });
  }
  await db.insert(creditBalances).values({ employer_id: employerId, site_id: site.id, balance });
}
