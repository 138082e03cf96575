/**
 * What a number of credits costs (decision 0018). Pure, shared by the API (preview and purchase,
 * which always price on the server) and the web (tier rows, presets). Money is integer minor
 * units of one ISO 4217 currency per site.
 */

/** How many credits one purchase may buy. */
export const CREDIT_QUANTITY = { min: 1, max: 10_000 } as const;

/** Bounds of a site's credit unit price, in minor units (100,000.00 keeps every total exact). */
export const UNIT_PRICE_MINOR = { min: 0, max: 10_000_000 } as const;

/** A discount tier: buying at least `min_quantity` credits takes `percent_off` off each credit. */
export interface PricingTier {
  min_quantity: number;
  percent_off: number;
}

export interface CreditPricing {
  unitPriceMinor: number;
  currency: string;
  tiers: readonly PricingTier[];
}

/** The figures of spec §3: cost per credit, quantity, price, subtotal, discount, total. */
export interface CreditPrice {
  quantity: number;
  unit_price_minor: number;
  percent_off: number;
  discount_per_credit_minor: number;
  cost_per_credit_minor: number;
  subtotal_minor: number;
  discount_minor: number;
  total_minor: number;
  currency: string;
}

/** The tier in force for a quantity: the one with the greatest `min_quantity` not above it. */
export function tierFor(tiers: readonly PricingTier[], quantity: number): PricingTier | null {
  let best: PricingTier | null = null;
  for (const tier of tiers) {
    if (tier.min_quantity <= quantity && (best === null || tier.min_quantity > best.min_quantity)) best = tier;
  }
  return best;
}

/** `amount * percent / 100`, rounded half up, in integers only (both are non-negative). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/**
 * Prices `quantity` credits. The discount is rounded per credit, never on the total, so the price
 * of one credit is the same at every quantity of a tier and never rises with the quantity (tiers
 * give more percent for more credits).
 */
export function priceCredits(pricing: CreditPricing, quantity: number): CreditPrice {
  const unit = pricing.unitPriceMinor;
  const percent = tierFor(pricing.tiers, quantity)?.percent_off ?? 0;
  const discountPerCredit = percentOf(unit, percent);
  const costPerCredit = unit - discountPerCredit;
  const subtotal = unit * quantity;
  const total = costPerCredit * quantity;
  return {
    quantity,
    unit_price_minor: unit,
    percent_off: percent,
    discount_per_credit_minor: discountPerCredit,
    cost_per_credit_minor: costPerCredit,
    subtotal_minor: subtotal,
    discount_minor: subtotal - total,
    total_minor: total,
    currency: pricing.currency,
  };
}

/** How many decimals a currency's minor unit has (ISO 4217; 2 unless known otherwise). */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as a number of the currency's major unit (2500 EUR → 25), for display only. */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyDecimals(currency);
}
