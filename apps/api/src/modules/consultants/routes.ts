import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkBodyOf,
  BulkResultSchema,
  CONSULTANT_TRANSITION_NAMES,
  CONSULTANT_TRANSITIONS,
  ConsultantDataSchema,
  ConsultantDetailDataSchema,
  ConsultantIdParamsSchema,
  ConsultantListQuerySchema,
  ConsultantPageSchema,
  ConsultantUserOptionsSchema,
  CreateConsultantSchema,
  ExportConsultantsSchema,
  ExportDataSchema,
  MessageSchema,
  UpdateConsultantSchema,
  type Action,
  type ConsultantTransition,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { siteRight } from '../access/reach.js';
import { siteLinkBase } from '../branding/links.js';
import { errorResponses } from '../../lib/responses.js';
import { requestExport } from '../exports/service.js';
import * as service from './service.js';

const tags = ['consultants'];
const conflictResponse = { 409: MessageSchema };
type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

/** Consultants belong to the site: only account and site memberships reach them (decision 0016). */
const permission = (action: Action) => ({ right: siteRight(action, 'consultants') });

export const consultantRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/consultants', {
    config: permission('read'),
    schema: {
      tags,
      summary: "The selected site's consultants",
      querystring: ConsultantListQuerySchema,
      response: { 200: ConsultantPageSchema, ...errorResponses },
    },
    handler: (request) => service.listConsultants(deps, request.reach, request.query),
  });

  app.get('/v1/consultants/users', {
    config: permission('update'),
    schema: {
      tags,
      summary: 'Staff users of the site a consultant may be linked to',
      response: { 200: ConsultantUserOptionsSchema, ...errorResponses },
    },
    handler: (request) => service.listLinkableUsers(deps, request.reach),
  });

  app.post('/v1/consultants', {
    config: permission('create'),
    schema: {
      tags,
      summary: 'Create a consultant (active)',
      body: CreateConsultantSchema,
      response: { 201: ConsultantDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await service.createConsultant(deps, request.reach, request.user.id, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.post('/v1/consultants/export', {
    config: permission('export'),
    schema: {
      tags,
      summary: 'Export the filtered list to CSV in the background; the requester is mailed a link',
      body: ExportConsultantsSchema,
      response: { 202: ExportDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { siteId } = request.reach;
      const data = await requestExport(deps, {
        siteId,
        userId: request.user.id,
        kind: 'consultants',
        params: request.body,
        baseUrl: await siteLinkBase(deps, siteId),
      });
      return reply.status(202).send({ data });
    },
  });

  app.get('/v1/consultants/:id', {
    config: permission('read'),
    schema: {
      tags,
      summary: 'One consultant with the live jobs that show them',
      params: ConsultantIdParamsSchema,
      response: { 200: ConsultantDetailDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.getConsultant(deps, request.reach, request.params.id),
    }),
  });

  app.put('/v1/consultants/:id', {
    config: permission('update'),
    schema: {
      tags,
      summary: 'Update a consultant',
      params: ConsultantIdParamsSchema,
      body: UpdateConsultantSchema,
      response: { 200: ConsultantDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.updateConsultant(deps, request.reach, request.user.id, request.params.id, request.body),
    }),
  });

  app.delete('/v1/consultants/:id', {
    config: permission('delete'),
    schema: {
      tags,
      summary: 'Delete a consultant permanently (refused while a live job shows them)',
      params: ConsultantIdParamsSchema,
      response: { 204: z.null(), ...errorResponses, ...conflictResponse },
    },
    handler: async (request, reply) => {
      await service.deleteConsultant(deps, request.reach, request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  for (const name of CONSULTANT_TRANSITION_NAMES) addTransition(app, deps, name);
};

const SUMMARIES: Record<ConsultantTransition, string> = {
  activate: 'Activate consultants',
  deactivate: 'Deactivate consultants (reversible)',
};

/** An action without a payload may come with no body at all; it is then read as `{}`. */
const bodyOrEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/** POST /v1/consultants/{id}/{name} and POST /v1/consultants/bulk/{name} {ids} for one entry of `CONSULTANT_TRANSITIONS`. */
function addTransition(app: FastifyZodInstance, deps: AppDeps, name: ConsultantTransition) {
  const def = CONSULTANT_TRANSITIONS[name];
  const config = { right: siteRight(def.permission.action, def.permission.subject) };
  const response = { 200: BulkResultSchema, ...errorResponses, ...conflictResponse };
  app.post(`/v1/consultants/:id/${name}`, {
    config,
    schema: { tags, summary: SUMMARIES[name], params: ConsultantIdParamsSchema, body: bodyOrEmpty(def.body), response },
    handler: async (request) => {
      const updated = await service.changeStatus(deps, request.reach, request.user.id, [request.params.id], name);
      return { data: { updated } };
    },
  });
  app.post(`/v1/consultants/bulk/${name}`, {
    config,
    schema: { tags, summary: `${SUMMARIES[name]} (many)`, body: bulkBodyOf(def), response },
    handler: async (request) => {
      const updated = await service.changeStatus(deps, request.reach, request.user.id, request.body.ids, name);
      return { data: { updated } };
    },
  });
}
