import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { HEADERS } from '@portal/contract';

/** OpenAPI 3.1 generated from the route schemas: JSON at /portal/docs/json, UI at /portal/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal API', version: '1.0.0', description: `Every /portal request carries ${HEADERS.enterprise}.` },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          enterprise: { type: 'apiKey', in: 'header', name: HEADERS.enterprise },
        },
      },
      security: [{ bearer: [], enterprise: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/portal/docs' });
}
