import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandingQuerySchema, BrandingSchema, MessageSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/http-error.js';
import { findSiteByDomain } from './repository.js';
import { toBranding } from './service.js';

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
      const site = await findSiteByDomain(deps.db, request.enterpriseId, request.query.domain);
      if (!site) throw notFound();
      void reply.header('cache-control', 'public, max-age=60');
      return toBranding(site);
    },
  });
};
