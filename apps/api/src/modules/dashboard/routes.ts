import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { SITE_MEMBER } from '../access/index.js';
import { siteDashboard } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/dashboard', {
    config: { right: SITE_MEMBER },
    schema: {
      tags: ['dashboard'],
      summary: 'Counts for the selected site',
      response: { 200: DashboardSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await siteDashboard(deps, request.access, request.reach.siteId, request.enterpriseId),
    }),
  });
};
