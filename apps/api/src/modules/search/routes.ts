import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResultSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { SITE_MEMBER } from '../access/index.js';
import { search } from './service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/search', {
    // Any member of the site may search; each kind then needs its own list's right (service.ts).
    config: { right: SITE_MEMBER },
    schema: {
      tags: ['search'],
      summary: 'Jobs, employers, candidates, applications and consultants of the selected site, by name',
      querystring: SearchQuerySchema,
      response: { 200: SearchResultSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await search(deps.db, request.access, request.query) }),
  });
};
