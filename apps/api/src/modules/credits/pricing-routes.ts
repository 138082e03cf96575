import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreditPricingDataSchema,
  DiscountTiersSchema,
  UpdateCreditPricingSchema,
  UpdateDiscountTiersSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { siteReach } from '../access/reach.js';
import { creditReach } from './access.js';
import * as service from './pricing-service.js';

const tags = ['credits'];
const readCredits = { scope: 'site' as const, permission: { action: 'read' as const, subject: 'credits' as const } };
const updatePricing = {
  scope: 'site' as const,
  permission: { action: 'update' as const, subject: 'pricing' as const },
};

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
    handler: async (request) => ({ data: await service.getTiers(deps, creditReach(request.access, 'read')) }),
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
      const reach = siteReach(request.access, 'update', 'pricing');
      return { data: await service.updateTiers(deps, reach, request.user.id, request.body) };
    },
  });

  app.get('/v1/site/credit-pricing', {
    config: readCredits,
    schema: {
      tags,
      summary: "The site's credit unit price, currency, preset amounts and tiers",
      response: { 200: CreditPricingDataSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await service.getPricing(deps, creditReach(request.access, 'read')) }),
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
      const reach = siteReach(request.access, 'update', 'pricing');
      return { data: await service.updatePricing(deps, reach, request.user.id, request.body) };
    },
  });
};
