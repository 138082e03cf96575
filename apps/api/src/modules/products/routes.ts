import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProductSchema,
  CreditActionsSchema,
  MessageSchema,
  ProductDataSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductUuidParamsSchema,
  UpdateProductSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/reach.js';
import { creditRight, PRICING_UPDATE } from '../credits/access.js';
import * as service from './service.js';

const tags = ['products'];
/** Products are the site's: only account and site memberships list or change them (decision 0018). */
const updatePricing = { right: PRICING_UPDATE };

/** What a job is posted as, per site: staff manage them; everyone who reads credits sees the active ones. */
export const productRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/credit/credit-actions', {
    config: { right: creditRight('read') },
    schema: {
      tags,
      summary: 'What credits can be spent on (the active products) and at what cost',
      response: { 200: CreditActionsSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.listCreditActions(deps, request.reach),
    }),
  });

  app.get('/v1/site/products', {
    config: { right: siteRight('read', 'credits') },
    schema: {
      tags,
      summary: "The site's products (staff)",
      querystring: ProductListQuerySchema,
      response: { 200: ProductPageSchema, ...errorResponses },
    },
    handler: (request) => service.listProducts(deps, request.reach, request.query),
  });

  app.post('/v1/site/products', {
    config: updatePricing,
    schema: {
      tags,
      summary: 'Add a product',
      body: CreateProductSchema,
      response: { 201: ProductDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await service.createProduct(deps, request.reach, request.user.id, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.patch('/v1/site/products/:uuid', {
    config: updatePricing,
    schema: {
      tags,
      summary: 'Change a product (absent fields keep their value); `active: false` withdraws it',
      params: ProductUuidParamsSchema,
      body: UpdateProductSchema,
      response: { 200: ProductDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.updateProduct(deps, request.reach, request.user.id, request.params.uuid, request.body),
    }),
  });

  app.delete('/v1/site/products/:uuid', {
    config: updatePricing,
    schema: {
      tags,
      summary: 'Delete a product no job was posted as (deactivate a used one)',
      params: ProductUuidParamsSchema,
      response: { 204: z.null(), 409: MessageSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      await service.deleteProduct(deps, request.reach, request.user.id, request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};
