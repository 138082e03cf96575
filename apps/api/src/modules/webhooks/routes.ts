import {
  RotateWebhookSecretSchema,
  SaveWebhookEndpointSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesSchema,
  WebhookDeliveryDataSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointDataSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointsSchema,
  WebhookEndpointWithSecretDataSchema,
} from '@portal/contract';
import { z } from 'zod';
import { contextOf } from '../../lib/resource/define-resource.js';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SETTINGS_READ, SETTINGS_UPDATE } from '../access/index.js';
import * as service from './service.js';

const params = WebhookEndpointParamsSchema;

/** `/v1/site/webhooks`: the selected site's webhook endpoints and their delivery logs (decision 0106). */
export const webhookRoutes = moduleRoutes('webhooks', async (app, { deps, doc }) => {
  app.get('/v1/site/webhooks', {
    ...doc(SETTINGS_READ, "The site's webhook endpoints (never their secrets)", { response: WebhookEndpointsSchema }),
    handler: async (request) => ({ data: await service.listEndpoints(contextOf(deps, request)) }),
  });

  app.post('/v1/site/webhooks', {
    ...doc(SETTINGS_UPDATE, 'Create a webhook endpoint; its signing secret is in this answer only', {
      ...IDEMPOTENT_CREATE,
      body: SaveWebhookEndpointSchema,
      response: { 201: WebhookEndpointWithSecretDataSchema, ...errorResponses },
    }),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => ({
        data: await service.createEndpoint(contextOf(inTransaction, request), request.body),
      })),
  });

  app.put('/v1/site/webhooks/:uuid', {
    ...doc(SETTINGS_UPDATE, 'Change a webhook endpoint (enabling it again ends an automatic disabling)', {
      params,
      body: SaveWebhookEndpointSchema,
      response: WebhookEndpointDataSchema,
    }),
    handler: async (request) => ({
      data: await service.updateEndpoint(contextOf(deps, request), request.params.uuid, request.body),
    }),
  });

  app.delete('/v1/site/webhooks/:uuid', {
    ...doc(SETTINGS_UPDATE, 'Delete a webhook endpoint and its delivery log', {
      params,
      response: { 204: z.null(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      await service.deleteEndpoint(contextOf(deps, request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });

  app.post('/v1/site/webhooks/:uuid/rotate-secret', {
    ...doc(SETTINGS_UPDATE, 'A new signing secret; the previous one also signs until the overlap ends', {
      params,
      body: RotateWebhookSecretSchema,
      response: WebhookEndpointWithSecretDataSchema,
    }),
    handler: async (request) => ({
      data: await service.rotateSecret(contextOf(deps, request), request.params.uuid, request.body),
    }),
  });

  app.get('/v1/site/webhooks/:uuid/deliveries', {
    ...doc(SETTINGS_READ, "An endpoint's delivery log, newest first", {
      params,
      querystring: WebhookDeliveriesQuerySchema,
      response: WebhookDeliveriesSchema,
    }),
    handler: async (request) => service.listDeliveries(contextOf(deps, request), request.params.uuid, request.query),
  });

  app.post('/v1/site/webhooks/:uuid/deliveries/:id/redeliver', {
    ...doc(SETTINGS_UPDATE, 'Queue a delivery again (same webhook-id and body)', {
      params: WebhookDeliveryParamsSchema,
      response: WebhookDeliveryDataSchema,
    }),
    handler: async (request) => ({
      data: await service.redeliver(contextOf(deps, request), request.params.uuid, request.params.id),
    }),
  });
});
