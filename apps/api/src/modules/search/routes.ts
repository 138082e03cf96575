import { SearchQuerySchema, SearchResultSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SITE_MEMBER } from '../access/index.js';
import { search } from './service.js';

export const searchRoutes = moduleRoutes('search', async (app, { deps, doc }) => {
  app.get('/v1/search', {
    // Any member of the site may search; each kind then needs its own list's right (service.ts).
    ...doc(SITE_MEMBER, 'Jobs, employers, candidates, applications and consultants of the selected site, by name', {
      querystring: SearchQuerySchema,
      response: SearchResultSchema,
    }),
    handler: async (request) => ({ data: await search(deps.db, request.access, request.query) }),
  });
});
