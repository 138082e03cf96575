import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { parseQueryString } from './lib/query-string.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerWeb } from './plugins/web.js';
import { authRoutes } from './modules/auth/routes.js';
import { brandingRoutes } from './modules/branding/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { employerUserRoutes } from './modules/employer-users/routes.js';
import { employerRoutes } from './modules/employers/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { fieldOptionRoutes } from './modules/field-options/routes.js';
import { healthRoutes } from './modules/health/routes.js';

/** The whole HTTP app: plugins first, then each module's routes under /portal. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerRequestContext(app, deps.db, deps.config.ENTERPRISE_KEY);
  // An empty POST body is validated as {} so every missing field gets "This field is required."
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
  await registerDocs(app);

  await app.register(healthRoutes, { deps });
  await app.register(
    async (portal) => {
      await portal.register(authRoutes, { deps });
      await portal.register(brandingRoutes, { deps });
      await portal.register(dashboardRoutes, { deps });
      await portal.register(fieldOptionRoutes, { deps });
      await portal.register(employerRoutes, { deps });
      await portal.register(employerUserRoutes, { deps });
      await portal.register(exportRoutes, { deps });
    },
    { prefix: '/portal' },
  );
  await registerWeb(app, deps.config.WEB_DIST);
  return app;
}
