import {
  ApiKeyDataSchema,
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import * as service from './service.js';

/** The keys' own subject: account owners and admins, site admins; a key never holds it (decision 0105). */
const keyRight = (action: 'read' | 'create' | 'delete') => siteRight(action, 'api-keys');

/** The selected site's API keys (settings, tab "API & webhooks"). */
export const apiKeyRoutes = moduleRoutes('api-keys', async (app, { deps, doc }) => {
  app.get('/v1/site/api-keys', {
    ...doc(keyRight('read'), "The selected site's API keys not revoked, newest first (never their secret)", {
      response: ApiKeyListSchema,
    }),
    handler: async (request) => ({ data: await service.listKeys(deps, request.reach) }),
  });

  app.post('/v1/site/api-keys', {
    ...doc(
      keyRight('create'),
      'Create a key acting on the selected site with some of your rights there; its secret is in this answer only',
      { body: CreateApiKeySchema, response: { 201: CreatedApiKeySchema, ...errorResponses } },
    ),
    handler: async (request, reply) => {
      const data = await service.createKey(deps, request, request.body);
      return reply.code(201).send({ data });
    },
  });

  app.post('/v1/site/api-keys/:id/revoke', {
    ...doc(keyRight('delete'), 'Revoke a key: its next request is refused (401)', {
      params: ApiKeyParamsSchema,
      response: ApiKeyDataSchema,
    }),
    handler: async (request) => ({ data: await service.revokeKey(deps, request, request.params.id) }),
  });
});
