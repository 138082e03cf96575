import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, DashboardSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/responses.js';
import { findSite } from '../access/repository.js';
import { employerCounts, employerOwnCounts } from './repository.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/dashboard', {
    config: { scope: 'site' },
    schema: {
      tags: ['dashboard'],
      summary: 'Counts for the selected site',
      response: { 200: DashboardSchema, ...errorResponses },
    },
    handler: async (request) => {
      const siteId = request.access.scope.siteId ?? 0;
      const site = await findSite(deps.db, siteId, request.enterpriseId);
      if (!site) throw notFound();
      const counts: Record<string, number> = {};
      const { levels, scope } = request.access;
      if (can(levels.site, 'read', 'employers')) Object.assign(counts, await employerCounts(deps.db, site.id));
      else if (scope.employerId != null && levels.employer && can(levels.employer, 'read', 'employer')) {
        Object.assign(counts, await employerOwnCounts(deps.db, site.id, scope.employerId));
      }
      return { data: { site: { id: site.id, name: site.name, title: site.title }, counts } };
    },
  });
};
