import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandingQuerySchema, BrandingSchema, MessageSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { brandingForDomain } from './service.js';

export const brandingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/accounts/branding', {
    config: { public: true },
    schema: {
      tags: ['branding'],
      summary: 'White-label branding of the site that owns a domain',
      querystring: BrandingQuerySchema,
      response: { 200: BrandingSchema, 404: MessageSchema },
    },
    handler: async (request, reply) => {
      const branding = await brandingForDomain(deps, request.enterpriseId, request.query.domain);
      void reply.header('cache-control', 'public, max-age=60');
      return branding;
    },
  });
};
