import { HealthSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { pingDatabase } from './repository.js';

export const healthRoutes = moduleRoutes('health', async (app, { deps, doc }) => {
  app.get('/healthz', {
    ...doc('public', 'Liveness and readiness (database reachable)', {
      response: { 200: HealthSchema, 503: HealthSchema },
    }),
    handler: async (request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  });
});
