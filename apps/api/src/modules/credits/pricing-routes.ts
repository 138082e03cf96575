import {
  CreditPricingDataSchema,
  DiscountTiersSchema,
  UpdateCreditPricingSchema,
  UpdateDiscountTiersSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { creditRight, PRICING_UPDATE } from './access.js';
import * as service from './pricing-service.js';

/**
 * The site's credit unit price, presets and discount tiers: everyone who reads credits sees them;
 * only account and site memberships with `pricing.update` change them (decision 0018).
 */
export const creditPricingRoutes = moduleRoutes('credits', async (app, { deps, doc }) => {
  app.get('/v1/credit/discount-tiers', {
    ...doc(creditRight('read'), "The site's discount tiers, by minimum quantity", { response: DiscountTiersSchema }),
    handler: async (request) => ({ data: await service.getTiers(deps, request.reach) }),
  });

  app.put('/v1/credit/discount-tiers', {
    ...doc(PRICING_UPDATE, "Replace the site's discount tiers (unique minimums, percent rising with quantity)", {
      body: UpdateDiscountTiersSchema,
      response: DiscountTiersSchema,
    }),
    handler: async (request) => {
      return { data: await service.updateTiers(deps, request.reach, request.user.id, request.body) };
    },
  });

  app.get('/v1/site/credit-pricing', {
    ...doc(creditRight('read'), "The site's credit unit price, currency, preset amounts and tiers", {
      response: CreditPricingDataSchema,
    }),
    handler: async (request) => ({ data: await service.getPricing(deps, request.reach) }),
  });

  app.put('/v1/site/credit-pricing', {
    ...doc(PRICING_UPDATE, "Set the site's credit unit price, currency and preset amounts", {
      body: UpdateCreditPricingSchema,
      response: CreditPricingDataSchema,
    }),
    handler: async (request) => {
      return { data: await service.updatePricing(deps, request.reach, request.user.id, request.body) };
    },
  });
});
