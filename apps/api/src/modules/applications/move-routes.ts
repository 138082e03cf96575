import {
  ApplicationRecipientsQuerySchema,
  ApplicationRecipientsSchema,
  BulkChangeApplicationStageSchema,
  BulkChangeApplicationStatusSchema,
  BulkResultSchema,
  ChangeApplicationStageSchema,
  ChangeApplicationStatusSchema,
  MessageSchema,
  UuidParamsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { changeApplicationStage, changeApplicationStatus, moveRecipients } from './moves.js';
import { applicationRight } from './rights.js';

const move = applicationRight('update');
const response = { 200: BulkResultSchema, ...errorResponses, 409: MessageSchema };

/**
 * Status and stage moves, one or many (decision 0044), all or nothing: another tenant's uuid is a
 * 404, a move the table refuses a 409; `notify` names exactly who is mailed.
 */
export const applicationMoveRoutes = moduleRoutes('applications', async (app, { deps, doc }) => {
  app.post('/v1/applications/:uuid/status', {
    ...doc(move, 'Move an application to a status; mail the chosen recipients', {
      params: UuidParamsSchema,
      body: ChangeApplicationStatusSchema,
      response,
    }),
    handler: async (request) => ({
      data: { updated: await changeApplicationStatus(contextOf(deps, request), [request.params.uuid], request.body) },
    }),
  });
  app.post('/v1/applications/bulk/status', {
    ...doc(move, 'Move many applications to a status', { body: BulkChangeApplicationStatusSchema, response }),
    handler: async (request) => {
      const { ids, ...input } = request.body;
      return { data: { updated: await changeApplicationStatus(contextOf(deps, request), ids, input) } };
    },
  });
  app.post('/v1/applications/bulk/recipients', {
    ...doc(move, 'Who a move of these applications would mail, per recipient group', {
      body: ApplicationRecipientsQuerySchema,
      response: { 200: ApplicationRecipientsSchema, ...errorResponses },
    }),
    handler: async (request) => ({ data: await moveRecipients(contextOf(deps, request), request.body.ids) }),
  });
  app.post('/v1/applications/:uuid/stage', {
    ...doc(move, "Move an application to one of the site's active stages (or none); mail the chosen recipients", {
      params: UuidParamsSchema,
      body: ChangeApplicationStageSchema,
      response,
    }),
    handler: async (request) => ({
      data: { updated: await changeApplicationStage(contextOf(deps, request), [request.params.uuid], request.body) },
    }),
  });
  app.post('/v1/applications/bulk/stage', {
    ...doc(move, 'Move many applications to a stage', { body: BulkChangeApplicationStageSchema, response }),
    handler: async (request) => {
      const { ids, ...input } = request.body;
      return { data: { updated: await changeApplicationStage(contextOf(deps, request), ids, input) } };
    },
  });
});
