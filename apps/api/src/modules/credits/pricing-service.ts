import {
  priceCredits,
  type CreditPrice,
  type PaymentsAvailability,
  type UpdateCreditPricing,
  type UpdateDiscountTiers,
} from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './pricing-repository.js';

/** The site's unit price, presets and tiers, as the buy page and the settings tab show them. */
export async function getPricing(deps: AppDeps, reach: Reach) {
  const [price, tiers] = await Promise.all([
    repo.findCreditPrice(deps.db, reach.siteId),
    repo.findTiers(deps.db, reach.siteId),
  ]);
  return {
    unit_price_minor: price.unit_price_minor,
    currency: price.currency,
    presets: price.presets,
    tiers,
    payments: paymentsAvailability(deps.config),
  };
}

/** What the buy page needs to know of the provider: whether buying is on, and whether the money is real. */
export function paymentsAvailability(config: Config): PaymentsAvailability {
  return { available: config.PAYMENT_PROVIDER !== 'none', test_money: config.PAYMENT_PROVIDER === 'sandbox' };
}

export async function updatePricing(deps: AppDeps, reach: Reach, userId: number, input: UpdateCreditPricing) {
  await deps.db.transaction(async (tx) => {
    await repo.saveCreditPrice(tx, reach.siteId, input);
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'credit_pricing',
      subjectId: reach.siteId,
      action: 'updated',
      details: { ...input },
    });
  });
  return getPricing(deps, reach);
}

export async function getTiers(deps: AppDeps, reach: Reach) {
  return repo.findTiers(deps.db, reach.siteId);
}

/** Replaces the site's tiers (the contract has checked they never overlap and rise with quantity). */
export async function updateTiers(deps: AppDeps, reach: Reach, userId: number, input: UpdateDiscountTiers) {
  await deps.db.transaction(async (tx) => {
    await repo.replaceTiers(tx, reach.siteId, input.tiers);
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'discount_tiers',
      subjectId: reach.siteId,
      action: 'updated',
      details: { tiers: input.tiers },
    });
  });
  return getTiers(deps, reach);
}

/** What `quantity` credits cost on the site now: always priced here, never taken from a client. */
export async function priceOnSite(db: Db, siteId: number, quantity: number): Promise<CreditPrice> {
  const [price, tiers] = await Promise.all([repo.findCreditPrice(db, siteId), repo.findTiers(db, siteId)]);
  return priceCredits({ unitPriceMinor: price.unit_price_minor, currency: price.currency, tiers }, quantity);
}
