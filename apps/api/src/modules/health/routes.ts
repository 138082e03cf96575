import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { routeDocs } from '../../lib/resource/route-doc.js';
import { pingDatabase } from './repository.js';

const doc = routeDocs('health');

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
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
};
