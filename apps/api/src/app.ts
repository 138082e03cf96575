import Fastify, { LogController, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { MESSAGES } from '@portal/contract';
import type { AppDeps } from './lib/resource/deps.js';
import { logSerializers } from './lib/log-serializers.js';
import { responseSerializerCompiler } from './lib/page-serializer.js';
import { parseQueryString } from './lib/query-string.js';
import { runRequest } from './db/row-scope.js';
import { registerBodyLimits } from './plugins/body-limits.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerRequestLog } from './plugins/request-log.js';
import { BARE_SECURITY_HEADERS, registerSecurityHeaders } from './plugins/security-headers.js';
import { registerTextInputGuard } from './plugins/text-input.js';
import { documentScriptHashes, registerWeb } from './plugins/web.js';
import { accountUserRoutes } from './modules/account-users/index.js';
import { applicationRoutes } from './modules/applications/index.js';
import { apiKeyRoutes } from './modules/api-keys/index.js';
import { auditRoutes } from './modules/audit-log/index.js';
import { authRoutes } from './modules/auth/index.js';
import { brandingRoutes } from './modules/branding/index.js';
import { candidateSiteRoutes } from './modules/candidate-site/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { employerUserRoutes } from './modules/employer-users/index.js';
import { consultantRoutes } from './modules/consultants/index.js';
import {
  creditPricingRoutes,
  creditPurchaseSettlement,
  creditRoutes,
  onPurchasePaid,
} from './modules/credits/index.js';
import { employerRoutes } from './modules/employers/index.js';
import { exportRoutes } from './modules/exports/index.js';
import { applicationStageRoutes, fieldOptionRoutes } from './modules/field-options/index.js';
import { fileRoutes, publicFileRoutes } from './modules/files/index.js';
import { jobPostingRoutes, publicFeedRoutes } from './modules/job-feeds/index.js';
import { healthRoutes } from './modules/health/index.js';
import { candidateRoutes, impersonationRoutes } from './modules/impersonation/index.js';
import { jobReportRoutes } from './modules/job-reports/index.js';
import { jobRoutes, publishPaidJob } from './modules/jobs/index.js';
import { invitationRoutes } from './modules/invitations/index.js';
import { mailTemplateRoutes } from './modules/mail-templates/index.js';
import { webhookRoutes } from './modules/webhooks/index.js';
import { cmsRoutes } from './modules/cms/index.js';
import { oauthRoutes } from './modules/oauth/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { paymentRoutes, registerSettlement } from './modules/payments/index.js';
import { productRoutes } from './modules/products/index.js';
import { searchRoutes } from './modules/search/index.js';
import { seekerRoutes } from './modules/seekers/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { tagRoutes } from './modules/tags/index.js';
import { userAccountRoutes } from './modules/user-account/index.js';

/** Every private /portal route states the right it needs (decision 0024): the app does not start otherwise. */
function assertDeclaresRight(route: RouteOptions) {
  const config = route.config ?? {};
  if ((Object.hasOwn(config, 'public') && config.public === true) || Object.hasOwn(config, 'right')) return;
  throw new Error(`${String(route.method)} ${route.url} declares neither \`public\` nor a \`right\``);
}

/** A path the router cannot read (a malformed escape, an over-long parameter) names no route. */
const answerUnreadablePath = (reply: FastifyReply) =>
  reply.headers(BARE_SECURITY_HEADERS).status(404).send({ message: MESSAGES.notFound });

/**
 * The server's clocks: `requestTimeout` for the whole request (Node checks it every
 * `connectionsCheckingInterval`, so that runs at a fraction of it), the headers' share within it,
 * and the idle time of a connection.
 */
function serverTimeouts(config: AppDeps['config']) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    connectionTimeout: config.CONNECTION_IDLE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
    },
  };
}

/** The whole HTTP app: plugins first, then each module's routes under /portal. */
export async function buildApp(
  deps: AppDeps,
  opts: {
    logStream?: { write(line: string): void };
    /** Told of every route as it is added (the tests read the route table through it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            serializers: logSerializers,
            // Buffered while a write is under way, flushed on exit (pino): a request never waits on stdout.
            stream: opts.logStream ?? pino.destination({ dest: 1, sync: false }),
          },
    // One line per answered request instead of two (plugins/request-log.ts, decision 0071).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQueryString },
    // A JSON body with __proto__ or constructor.prototype is refused (422), never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // `/portal/%E0%A4%A`: the JSON 404 rather than Fastify's own body, which echoes the URL.
    frameworkErrors: (_error, _request, reply) => {
      void answerUnreadablePath(reply);
    },
    trustProxy: deps.config.TRUST_PROXY,
    // Bounds on what a client sends (decision 0061): a JSON body's size (an upload route sets its
    // own), the whole request's time (a slow or endless upload is cut with 408), an idle socket.
    bodyLimit: deps.config.JSON_BODY_LIMIT_KB * 1024,
    ...serverTimeouts(deps.config),
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // A list page is written from its compiled JSON schema, every other answer encoded by zod (decision 0071).
  app.setSerializerCompiler(responseSerializerCompiler);

  const https = deps.config.PUBLIC_URL?.startsWith('https:') ?? false;
  // First of all hooks: every statement a request sends runs within its scope (decision 0104).
  app.addHook('onRequest', (_request, _reply, done) => runRequest(done));
  registerRequestLog(app);
  registerErrorHandler(app);
  // index.html's inline first requests run by their hash, no other inline script (decision 0073).
  registerSecurityHeaders(app, { https, scriptHashes: documentScriptHashes(deps.config.WEB_DIST) });
  await registerCompression(app);
  registerRequestContext(app, deps.db, deps.config.ENTERPRISE_KEY, {
    max: deps.config.API_KEY_MAX_REQUESTS,
    windowSeconds: deps.config.API_KEY_WINDOW_SECONDS,
  });
  // After sign-in, so a stranger still gets 401 first; before any body is read.
  registerBodyLimits(app, 'error');
  // An empty POST body is validated as {} so every missing field gets "This field is required."
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
  registerTextInputGuard(app);
  await registerDocs(app, { https });

  await app.register(healthRoutes, { deps });
  await app.register(publicFileRoutes, { deps });
  await app.register(publicFeedRoutes, { deps });
  // Payments settle through the seller's callback, so payments never imports credits (decision 0029).
  registerSettlement(creditPurchaseSettlement);
  // A job paid by direct payment is published by the purchase's settlement (decision 0057).
  onPurchasePaid(publishPaidJob);
  // A payment provider and a payer's browser send none of the API's headers: outside its checks.
  await app.register(paymentRoutes, { deps });
  await app.register(
    async (portal) => {
      // The request checks key on this mark of the matched route, never on the URL's spelling.
      portal.addHook('onRoute', (route) => {
        route.config = { ...route.config, api: true };
        assertDeclaresRight(route);
      });
      await portal.register(authRoutes, { deps });
      await portal.register(invitationRoutes, { deps });
      await portal.register(brandingRoutes, { deps });
      await portal.register(candidateSiteRoutes, { deps });
      await portal.register(jobPostingRoutes, { deps });
      await portal.register(dashboardRoutes, { deps });
      await portal.register(cmsRoutes, { deps });
      await portal.register(oauthRoutes);
      await portal.register(fieldOptionRoutes, { deps });
      await portal.register(applicationStageRoutes, { deps });
      await portal.register(settingsRoutes, { deps });
      await portal.register(mailTemplateRoutes, { deps });
      await portal.register(webhookRoutes, { deps });
      await portal.register(employerRoutes, { deps });
      await portal.register(employerUserRoutes, { deps });
      await portal.register(accountUserRoutes, { deps });
      await portal.register(consultantRoutes, { deps });
      await portal.register(exportRoutes, { deps });
      await portal.register(fileRoutes, { deps });
      await portal.register(tagRoutes, { deps });
      await portal.register(apiKeyRoutes, { deps });
      await portal.register(creditRoutes, { deps });
      await portal.register(creditPricingRoutes, { deps });
      await portal.register(productRoutes, { deps });
      await portal.register(jobRoutes, { deps });
      await portal.register(seekerRoutes, { deps });
      await portal.register(searchRoutes, { deps });
      await portal.register(jobReportRoutes, { deps });
      await portal.register(applicationRoutes, { deps });
      await portal.register(userAccountRoutes, { deps });
      await portal.register(impersonationRoutes, { deps });
      await portal.register(candidateRoutes, { deps });
      await portal.register(notificationRoutes, { deps });
      await portal.register(auditRoutes, { deps });
    },
    { prefix: '/portal' },
  );
  await registerWeb(app, deps.config.WEB_DIST);
  return app;
}
