import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreditPricingDataSchema,
  DiscountTiersSchema,
  UpdateCreditPricingSchema,
  UpdateDiscountTiersSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { creditRight, PRICING_UPDATE } from './access.js';
import * as service from './pricing-service.js';

const tags = ['credits'];
const readCredits = { right: creditRight('read') };
const updatePricing = { right: PRICING_UPDATE };

/**
 * The site's credit unit price, presets and discount tiers: everyone who reads credits sees them;
 * only account and site memberships with `pricing.update` change them (decision 0018).
 */
export const creditPricingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/credit/discount-tiers', {
    config: readCredits,
    schema: {
      tags,
      summary: "The site's discount tiers, by minimum quantity",
      response: { 200: DiscountTiersSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await service.getTiers(deps, request.reach) }),
  });

  app.put('/v1/credit/discount-tiers', {
    config: updatePricing,
    schema: {
      tags,
      summary: "Replace the site's discount tiers (unique minimums, percent rising with quantity)",
      body: UpdateDiscountTiersSchema,
      response: { 200: DiscountTiersSchema, ...errorResponses },
    },
    handler: async (request) => {
      return { data: await service.updateTiers(deps, request.reach, request.user.id, request.body) };
    },
  });

  app.get('/v1/site/credit-pricing', {
    config: readCredits,
    schema: {
      tags,
      summary: "The site's credit unit price, currency, preset amounts and tiers",
      response: { 200: CreditPricingDataSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await service.getPricing(deps, request.reach) }),
  });

  app.put('/v1/site/credit-pricing', {
    config: updatePricing,
    schema: {
      tags,
      summary: "Set the site's credit unit price, currency and preset amounts",
      body: UpdateCreditPricingSchema,
      response: { 200: CreditPricingDataSchema, ...errorResponses },
    },
    handler: async (request) => {
      return { data: await service.updatePricing(deps, request.reach, request.user.id, request.body) };
    },
  });
};
