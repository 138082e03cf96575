import { BrandingQuerySchema, BrandingSchema, MessageSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { brandingForDomain } from './service.js';

export const brandingRoutes = moduleRoutes('branding', async (app, { deps, doc }) => {
  app.get('/accounts/branding', {
    ...doc('public', 'White-label branding of the site that owns a domain', {
      querystring: BrandingQuerySchema,
      response: { 200: BrandingSchema, 404: MessageSchema },
    }),
    handler: async (request, reply) => {
      const branding = await brandingForDomain(deps, request.enterpriseId, request.query.domain);
      void reply.header('cache-control', 'public, max-age=60');
      return branding;
    },
  });
});
