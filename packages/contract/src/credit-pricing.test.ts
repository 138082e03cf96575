import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_QUANTITY, priceCredits, tierFor, UNIT_PRICE_MINOR, type PricingTier } from './credit-pricing.js';
import { UpdateDiscountTiersSchema } from './credits.js';

/** Valid tier sets: distinct minimum quantities whose percent strictly increases with them. */
const tiersArb = fc.uniqueArray(fc.integer({ min: 2, max: CREDIT_QUANTITY.max }), { maxLength: 8 }).chain((mins) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: mins.length, maxLength: mins.length })
    .map((percents): PricingTier[] => {
      const sortedMins = [...mins].sort((a, b) => a - b);
      const sortedPercents = [...percents].sort((a, b) => a - b);
      return sortedMins.map((min_quantity, i) => ({ min_quantity, percent_off: sortedPercents[i] ?? 1 }));
    }),
);
const unitArb = fc.integer({ min: UNIT_PRICE_MINOR.min, max: UNIT_PRICE_MINOR.max });
const quantityArb = fc.integer({ min: CREDIT_QUANTITY.min, max: CREDIT_QUANTITY.max });
const pricingArb = fc.record({ unitPriceMinor: unitArb, currency: fc.constant('EUR'), tiers: tiersArb });

const demo = {
  unitPriceMinor: 2500,
  currency: 'EUR',
  tiers: [
    { min_quantity: 10, percent_off: 5 },
    { min_quantity: 25, percent_off: 10 },
    { min_quantity: 50, percent_off: 15 },
    { min_quantity: 100, percent_off: 20 },
  ],
};

describe('priceCredits', () => {
  it('prices the demo tiers as the decision record shows', () => {
    expect(priceCredits(demo, 9)).toMatchObject({ percent_off: 0, cost_per_credit_minor: 2500, total_minor: 22500 });
    expect(priceCredits(demo, 25)).toEqual({
      quantity: 25,
      unit_price_minor: 2500,
      percent_off: 10,
      discount_per_credit_minor: 250,
      cost_per_credit_minor: 2250,
      subtotal_minor: 62500,
      discount_minor: 6250,
      total_minor: 56250,
      currency: 'EUR',
    });
    expect(priceCredits(demo, 100)).toMatchObject({ percent_off: 20, total_minor: 200000 });
  });

  it('rounds the discount per credit half up', () => {
    const pricing = { unitPriceMinor: 999, currency: 'EUR', tiers: [{ min_quantity: 2, percent_off: 5 }] };
    // 999 × 5 % = 49.95 → 50
    expect(priceCredits(pricing, 3)).toMatchObject({ discount_per_credit_minor: 50, total_minor: 2847 });
    const half = { unitPriceMinor: 10, currency: 'EUR', tiers: [{ min_quantity: 2, percent_off: 5 }] };
    // 10 × 5 % = 0.5 → 1
    expect(priceCredits(half, 2).discount_per_credit_minor).toBe(1);
  });

  it('picks the tier with the greatest minimum not above the quantity', () => {
    fc.assert(
      fc.property(tiersArb, quantityArb, (tiers, quantity) => {
        const tier = tierFor(tiers, quantity);
        const eligible = tiers.filter((t) => t.min_quantity <= quantity);
        if (eligible.length === 0) return tier === null;
        return tier?.min_quantity === Math.max(...eligible.map((t) => t.min_quantity));
      }),
    );
  });

  it('keeps total = subtotal − discount, in integers, never negative', () => {
    fc.assert(
      fc.property(pricingArb, quantityArb, (pricing, quantity) => {
        const price = priceCredits(pricing, quantity);
        const figures = [
          price.discount_per_credit_minor,
          price.cost_per_credit_minor,
          price.subtotal_minor,
          price.discount_minor,
          price.total_minor,
        ];
        expect(figures.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(price.total_minor).toBe(price.subtotal_minor - price.discount_minor);
        expect(price.total_minor).toBe(price.cost_per_credit_minor * quantity);
        expect(price.total_minor).toBeLessThanOrEqual(price.subtotal_minor);
      }),
    );
  });

  it('never raises the price per credit when more credits are bought', () => {
    fc.assert(
      fc.property(pricingArb, quantityArb, quantityArb, (pricing, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const small = priceCredits(pricing, fewer);
        const big = priceCredits(pricing, more);
        expect(big.cost_per_credit_minor).toBeLessThanOrEqual(small.cost_per_credit_minor);
      }),
    );
  });

  it('accepts every generated tier set as valid tiers', () => {
    fc.assert(
      fc.property(tiersArb, (tiers) => UpdateDiscountTiersSchema.safeParse({ tiers: [...tiers].reverse() }).success),
    );
  });
});

describe('UpdateDiscountTiersSchema', () => {
  const errorsOf = (tiers: unknown) => {
    const result = UpdateDiscountTiersSchema.safeParse({ tiers });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('refuses two tiers starting at the same quantity', () => {
    expect(
      errorsOf([
        { min_quantity: 10, percent_off: 5 },
        { min_quantity: 10, percent_off: 8 },
      ]),
    ).toHaveProperty('tiers.1.min_quantity');
  });

  it('refuses a tier for more credits that does not give more percent', () => {
    expect(
      errorsOf([
        { min_quantity: 25, percent_off: 5 },
        { min_quantity: 10, percent_off: 5 },
      ]),
    ).toHaveProperty('tiers.0.percent_off');
  });

  it('refuses a percent outside 1..100 and a minimum below 2', () => {
    expect(errorsOf([{ min_quantity: 10, percent_off: 0 }])).toHaveProperty('tiers.0.percent_off');
    expect(errorsOf([{ min_quantity: 10, percent_off: 101 }])).toHaveProperty('tiers.0.percent_off');
    expect(errorsOf([{ min_quantity: 1, percent_off: 5 }])).toHaveProperty('tiers.0.min_quantity');
  });
});
