import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_PREFIX, HEADERS } from '@portal/contract';
import { transformDocument, transformRoute } from './openapi-body.js';

/** OpenAPI 3.1 generated from the route schemas: JSON at /portal/docs/json, UI at /portal/docs. */
export async function registerDocs(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal API',
        version: '1.0.0',
        description: `Every /portal request carries ${HEADERS.enterprise}.`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A signed-in session: `POST /portal/auth/login`.' },
          // A machine's key of one site (decision 0105): Swagger UI's "Authorize" takes it, so a key can be tried here.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_KEY_PREFIX}…`,
            description: `An API key of one site (\`${API_KEY_PREFIX}…\`, settings → API & webhooks). It acts on its own site only (${HEADERS.site} may be left out), with its rights that its creator still holds; the account level and a person's own routes refuse it (403).`,
          },
          enterprise: { type: 'apiKey', in: 'header', name: HEADERS.enterprise },
        },
      },
      security: [
        { bearer: [], enterprise: [] },
        { apiKey: [], enterprise: [] },
      ],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/portal/docs',
    // Its own policy (hashes of its inline scripts), never framed, upgrading only over HTTPS.
    staticCSP: true,
    transformStaticCSP: (header) => {
      // Swagger UI also sets inline styles at run time, which hashes cannot allow (styles only).
      const policy = header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';");
      return opts.https ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
