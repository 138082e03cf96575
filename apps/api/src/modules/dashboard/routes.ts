import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { routeDocs } from '../../lib/resource/route-doc.js';
import { SITE_MEMBER } from '../access/index.js';
import { siteDashboard } from './service.js';

const doc = routeDocs('dashboard');

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/dashboard', {
    ...doc(SITE_MEMBER, 'Counts for the selected site', { response: DashboardSchema }),
    handler: async (request) => ({
      data: await siteDashboard(deps, request.access, request.reach.siteId, request.enterpriseId),
    }),
  });
};
