import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkBodyOf,
  can,
  BulkResultSchema,
  CreateEmployerSchema,
  EmployerDataSchema,
  EmployerDetailDataSchema,
  EmployerIdParamsSchema,
  EmployerListQuerySchema,
  EmployerPageSchema,
  EMPLOYER_TRANSITION_NAMES,
  EMPLOYER_TRANSITIONS,
  type EmployerTransition,
  ExportDataSchema,
  ExportEmployersSchema,
  MessageSchema,
  UpdateEmployerSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { siteRight } from '../access/reach.js';
import { siteLinkBase } from '../branding/links.js';
import { errorResponses } from '../../lib/responses.js';
import { requestExport } from '../exports/service.js';
import { employerRight, employersStaffRight } from './access.js';
import * as service from './service.js';

const tags = ['employers'];
const conflictResponse = { 409: MessageSchema };
type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

export const employerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/employers', {
    config: { right: employersStaffRight('read') },
    schema: {
      tags,
      summary: "The selected site's employers",
      querystring: EmployerListQuerySchema,
      response: { 200: EmployerPageSchema, ...errorResponses },
    },
    handler: (request) => service.listEmployers(deps, request.reach, request.query),
  });

  app.get('/v1/employers/on-hold', {
    config: { right: employersStaffRight('read') },
    schema: {
      tags,
      summary: 'Employer registrations awaiting approval',
      querystring: EmployerListQuerySchema,
      response: { 200: EmployerPageSchema, ...errorResponses },
    },
    handler: (request) => service.listEmployers(deps, request.reach, request.query, 'on_hold'),
  });

  app.post('/v1/employers', {
    config: { right: employersStaffRight('create') },
    schema: {
      tags,
      summary: 'Create an employer',
      body: CreateEmployerSchema,
      response: { 201: EmployerDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const creator = { id: request.user.id, canApprove: can(request.access.levels.site, 'approve', 'employers') };
      const data = await service.createEmployer(deps, request.reach, creator, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.post('/v1/employers/export', {
    config: { right: employersStaffRight('export') },
    schema: {
      tags,
      summary: 'Export the filtered list to CSV in the background; the requester is mailed a link',
      body: ExportEmployersSchema,
      response: { 202: ExportDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { siteId } = request.reach;
      const data = await requestExport(deps, {
        siteId,
        userId: request.user.id,
        kind: 'employers',
        params: request.body,
        baseUrl: await siteLinkBase(deps, siteId),
      });
      return reply.status(202).send({ data });
    },
  });

  app.get('/v1/employers/:id', {
    config: { right: employerRight('read') },
    schema: {
      tags,
      summary: 'One employer with its history',
      params: EmployerIdParamsSchema,
      response: { 200: EmployerDetailDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.getEmployer(deps, request.reach, request.params.id),
    }),
  });

  app.put('/v1/employers/:id', {
    config: { right: employerRight('update') },
    schema: {
      tags,
      summary: 'Update an employer',
      params: EmployerIdParamsSchema,
      body: UpdateEmployerSchema,
      response: { 200: EmployerDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.updateEmployer(deps, request.reach, request.user.id, request.params.id, request.body),
    }),
  });

  app.delete('/v1/employers/:id', {
    config: { right: employersStaffRight('delete') },
    schema: {
      tags,
      summary: 'Delete an employer permanently',
      params: EmployerIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await service.deleteEmployer(deps, request.reach, request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  for (const name of EMPLOYER_TRANSITION_NAMES) addTransition(app, deps, name);
};

const SUMMARIES: Record<EmployerTransition, string> = {
  approve: 'Approve registrations on hold',
  reject: 'Reject registrations on hold, with a reason mailed to the contact',
  enable: 'Enable employers',
  disable: 'Disable employers (reversible)',
};

/** An action without a payload may come with no body at all; it is then read as `{}`. */
const bodyOrEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/**
 * POST /v1/employers/{id}/{name} and POST /v1/employers/bulk/{name} {ids, …} for one entry of
 * `EMPLOYER_TRANSITIONS`: its permission is the route's right (staff), its body schema validates the request.
 */
function addTransition(app: FastifyZodInstance, deps: AppDeps, name: EmployerTransition) {
  const def = EMPLOYER_TRANSITIONS[name];
  const config = { right: siteRight(def.permission.action, def.permission.subject) };
  const response = { 200: BulkResultSchema, ...errorResponses, ...conflictResponse };
  app.post(`/v1/employers/:id/${name}`, {
    config,
    schema: { tags, summary: SUMMARIES[name], params: EmployerIdParamsSchema, body: bodyOrEmpty(def.body), response },
    handler: async (request) => {
      const updated = await service.changeStatus(
        deps,
        request.reach,
        request.user.id,
        [request.params.id],
        name,
        request.body,
      );
      return { data: { updated } };
    },
  });
  app.post(`/v1/employers/bulk/${name}`, {
    config,
    schema: { tags, summary: `${SUMMARIES[name]} (many)`, body: bulkBodyOf(def), response },
    handler: async (request) => {
      const { ids, ...input } = request.body;
      const updated = await service.changeStatus(deps, request.reach, request.user.id, ids, name, input);
      return { data: { updated } };
    },
  });
}
