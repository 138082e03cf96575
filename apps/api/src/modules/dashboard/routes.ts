import { DashboardSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SITE_MEMBER } from '../access/index.js';
import { siteDashboard } from './service.js';

export const dashboardRoutes = moduleRoutes('dashboard', async (app, { deps, doc }) => {
  app.get('/v1/site/dashboard', {
    ...doc(SITE_MEMBER, 'Counts for the selected site', { response: DashboardSchema }),
    handler: async (request) => ({
      data: await siteDashboard(deps, request.access, request.reach.siteId, request.enterpriseId),
    }),
  });
});
