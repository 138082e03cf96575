import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkEmployerIdsSchema,
  BulkResultSchema,
  CreateEmployerSchema,
  EmployerDataSchema,
  EmployerDetailDataSchema,
  EmployerIdParamsSchema,
  EmployerListQuerySchema,
  EmployerPageSchema,
  EmptyBodySchema,
  ExportDataSchema,
  ExportEmployersSchema,
  MessageSchema,
  RejectEmployerSchema,
  RejectEmployersSchema,
  UpdateEmployerSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { siteLinkBase } from '../branding/links.js';
import { errorResponses } from '../../lib/responses.js';
import { requestExport } from '../exports/service.js';
import { employerScope } from './access.js';
import { checkFieldOptions } from './options.js';
import * as service from './service.js';

const tags = ['employers'];
const conflictResponse = { 409: MessageSchema };

export const employerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const siteOf = (request: { access: { scope: { siteId: number | null } } }) => request.access.scope.siteId ?? 0;

  app.get('/v1/employers', {
    config: { scope: 'site', permission: { action: 'read', subject: 'employers' } },
    schema: { tags, summary: "The selected site's employers", querystring: EmployerListQuerySchema, response: { 200: EmployerPageSchema, ...errorResponses } },
    handler: (request) => service.listEmployers(deps, employerScope(request, 'read'), request.query),
  });

  app.get('/v1/employers/on-hold', {
    config: { scope: 'site', permission: { action: 'read', subject: 'employers' } },
    schema: { tags, summary: 'Employer registrations awaiting approval', querystring: EmployerListQuerySchema, response: { 200: EmployerPageSchema, ...errorResponses } },
    handler: (request) => service.listEmployers(deps, employerScope(request, 'read'), request.query, 'on_hold'),
  });

  app.post('/v1/employers', {
    config: { scope: 'site', permission: { action: 'create', subject: 'employers' } },
    schema: { tags, summary: 'Create an employer', body: CreateEmployerSchema, response: { 201: EmployerDataSchema, ...errorResponses } },
    handler: async (request, reply) => {
      await checkFieldOptions(deps.db, siteOf(request), request.body);
      const data = await service.createEmployer(deps, siteOf(request), request.user.id, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.post('/v1/employers/export', {
    config: { scope: 'site', permission: { action: 'export', subject: 'employers' } },
    schema: { tags, summary: 'Export the filtered list to CSV in the background; the requester is mailed a link', body: ExportEmployersSchema, response: { 202: ExportDataSchema, ...errorResponses } },
    handler: async (request, reply) => {
      const data = await requestExport(deps, {
        siteId: siteOf(request),
        userId: request.user.id,
        kind: 'employers',
        params: request.body,
        baseUrl: await siteLinkBase(deps, siteOf(request)),
      });
      return reply.status(202).send({ data });
    },
  });

  app.get('/v1/employers/:id', {
    config: { scope: 'site' },
    schema: { tags, summary: 'One employer with its history', params: EmployerIdParamsSchema, response: { 200: EmployerDetailDataSchema, ...errorResponses } },
    handler: async (request) => ({ data: await service.getEmployer(deps, employerScope(request, 'read'), request.params.id) }),
  });

  app.put('/v1/employers/:id', {
    config: { scope: 'site' },
    schema: { tags, summary: 'Update an employer', params: EmployerIdParamsSchema, body: UpdateEmployerSchema, response: { 200: EmployerDataSchema, ...errorResponses } },
    handler: async (request) => {
      const scope = employerScope(request, 'update');
      await checkFieldOptions(deps.db, scope.siteId, request.body);
      return { data: await service.updateEmployer(deps, scope, request.user.id, request.params.id, request.body) };
    },
  });

  app.delete('/v1/employers/:id', {
    config: { scope: 'site', permission: { action: 'delete', subject: 'employers' } },
    schema: { tags, summary: 'Delete an employer permanently', params: EmployerIdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await service.deleteEmployer(deps, employerScope(request, 'delete'), request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  await app.register(transitionRoutes, { deps });
};

const TRANSITIONS = [
  { name: 'approve', action: 'approve', summary: 'Approve registrations on hold' },
  { name: 'reject', action: 'approve', summary: 'Reject registrations on hold, with a reason mailed to the contact' },
  { name: 'enable', action: 'update', summary: 'Enable employers' },
  { name: 'disable', action: 'update', summary: 'Disable employers (reversible)' },
] as const;

/** POST /v1/employers/{id}/{transition} and POST /v1/employers/bulk/{transition} {ids}. */
const transitionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const t of TRANSITIONS) {
    const config = { scope: 'site' as const, permission: { action: t.action, subject: 'employers' as const } };
    const single = t.name === 'reject' ? RejectEmployerSchema : EmptyBodySchema;
    app.post(`/v1/employers/:id/${t.name}`, {
      config,
      schema: { tags, summary: t.summary, params: EmployerIdParamsSchema, body: single, response: { 200: BulkResultSchema, ...errorResponses, ...conflictResponse } },
      handler: async (request) => {
        const reason = (request.body as { reason?: string } | undefined)?.reason;
        const updated = await service.changeStatus(deps, employerScope(request, t.action), request.user.id, [request.params.id], t.name, { reason });
        return { data: { updated } };
      },
    });
    app.post(`/v1/employers/bulk/${t.name}`, {
      config,
      schema: { tags, summary: `${t.summary} (many)`, body: t.name === 'reject' ? RejectEmployersSchema : BulkEmployerIdsSchema, response: { 200: BulkResultSchema, ...errorResponses, ...conflictResponse } },
      handler: async (request) => {
        const body = request.body as { ids: number[]; reason?: string };
        const updated = await service.changeStatus(deps, employerScope(request, t.action), request.user.id, body.ids, t.name, { reason: body.reason });
        return { data: { updated } };
      },
    });
  }
};
