import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddEmployerUserSchema,
  dataOf,
  EmployerUserListQuerySchema,
  EmployerUserPageSchema,
  EmployerUserParamsSchema as MemberParams,
  EmployerUsersParamsSchema as EmployerParams,
  EmployerUserSchema,
  UpdateEmployerUserSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { siteLinkBase } from '../branding/links.js';
import { errorResponses } from '../../lib/responses.js';
import { employerUsersScope } from '../employers/access.js';
import * as service from './service.js';

const tags = ['employer users'];

export const employerUserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/employers/:employer/users', {
    config: { scope: 'site', permission: { action: 'read', subject: 'employer-users' } },
    schema: { tags, summary: "An employer's users", params: EmployerParams, querystring: EmployerUserListQuerySchema, response: { 200: EmployerUserPageSchema, ...errorResponses } },
    handler: (request) => service.listEmployerUsers(deps, employerUsersScope(request, 'read'), request.params.employer, request.query),
  });

  app.post('/v1/employers/:employer/users', {
    config: { scope: 'site', permission: { action: 'create', subject: 'employer-users' } },
    schema: { tags, summary: 'Add a user to an employer (invites unknown addresses)', params: EmployerParams, body: AddEmployerUserSchema, response: { 201: dataOf(EmployerUserSchema), ...errorResponses } },
    handler: async (request, reply) => {
      const scope = employerUsersScope(request, 'create');
      const data = await service.addEmployerUser(deps, scope, request.user, request.params.employer, request.body, await siteLinkBase(deps, scope.siteId));
      return reply.status(201).send({ data });
    },
  });

  app.patch('/v1/employers/:employer/users/:user', {
    config: { scope: 'site', permission: { action: 'update', subject: 'employer-users' } },
    schema: { tags, summary: "Change an employer user's role", params: MemberParams, body: UpdateEmployerUserSchema, response: { 200: dataOf(EmployerUserSchema), ...errorResponses } },
    handler: async (request) => ({
      data: await service.changeEmployerUserRole(deps, employerUsersScope(request, 'update'), request.user.id, request.params.employer, request.params.user, request.body.role),
    }),
  });

  app.delete('/v1/employers/:employer/users/:user', {
    config: { scope: 'site', permission: { action: 'delete', subject: 'employer-users' } },
    schema: { tags, summary: 'Remove a user from an employer', params: MemberParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await service.removeEmployerUser(deps, employerUsersScope(request, 'delete'), request.user.id, request.params.employer, request.params.user);
      return reply.status(204).send(null);
    },
  });
};
