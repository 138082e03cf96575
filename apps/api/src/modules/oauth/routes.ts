import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, MessageSchema, OAuthProviderParamsSchema } from '@portal/contract';
import { HttpError } from '../../lib/http-error.js';
import { routeDocs } from '../../lib/resource/route-doc.js';

const doc = routeDocs('auth');

/**
 * Signing in with an OAuth provider. None is offered yet: the spec shows the message for an unknown
 * provider and no provider (decision 0056). A provider added later gets its redirect and callback
 * here, looked up in a Map (never as a property a name like `__proto__` could reach).
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/oauth/:provider', {
    ...doc('public', 'Start signing in with an OAuth provider', {
      description: 'No provider is configured: every name answers 404 "Unknown OAuth provider.".',
      params: OAuthProviderParamsSchema,
      response: { 404: MessageSchema },
    }),
    handler: () => {
      throw new HttpError(404, MESSAGES.unknownOAuthProvider);
    },
  });
};
