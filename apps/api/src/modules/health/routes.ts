import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/healthz', {
    config: { public: true },
    schema: {
      tags: ['health'],
      summary: 'Liveness and readiness (database reachable)',
      response: { 200: HealthSchema, 503: HealthSchema },
    },
    handler: async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  });
};
