import { z } from 'zod';
import {
  AddEmployerUserSchema,
  dataOf,
  EmployerInvitationListQuerySchema,
  EmployerInvitationPageSchema,
  EmployerInvitationParamsSchema,
  EmployerInvitationSchema,
  MessageSchema,
  EmployerUserListQuerySchema,
  EmployerUserPageSchema,
  EmployerUserParamsSchema as MemberParams,
  EmployerUsersParamsSchema as EmployerParams,
  EmployerUserSchema,
  UpdateEmployerUserSchema,
} from '@portal/contract';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { employerUsersRight } from '../employers/index.js';
import * as service from './service.js';

export const employerUserRoutes = moduleRoutes('employer users', async (app, { deps, doc }) => {
  app.get('/v1/employers/:employer/users', {
    ...doc(employerUsersRight('read'), "An employer's users", {
      params: EmployerParams,
      querystring: EmployerUserListQuerySchema,
      response: EmployerUserPageSchema,
    }),
    handler: (request) => service.listEmployerUsers(deps, request.reach, request.params.employer, request.query),
  });

  app.post('/v1/employers/:employer/users', {
    ...doc(employerUsersRight('create'), 'Invite an address to an employer (it joins when the invitee accepts)', {
      ...IDEMPOTENT_CREATE,
      params: EmployerParams,
      body: AddEmployerUserSchema,
      response: { 202: dataOf(EmployerInvitationSchema), ...errorResponses, 429: MessageSchema },
    }),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 202, async (inTransaction) => ({
        data: await service.inviteEmployerUser(
          inTransaction,
          request.reach,
          request.user,
          request.params.employer,
          request.body,
        ),
      })),
  });

  app.get('/v1/employers/:employer/invitations', {
    ...doc(employerUsersRight('read'), "An employer's pending invitations", {
      params: EmployerParams,
      querystring: EmployerInvitationListQuerySchema,
      response: EmployerInvitationPageSchema,
    }),
    handler: (request) => service.listEmployerInvitations(deps, request.reach, request.params.employer, request.query),
  });

  app.delete('/v1/employers/:employer/invitations/:invitation', {
    ...doc(employerUsersRight('delete'), 'Revoke a pending invitation (its link stops working)', {
      params: EmployerInvitationParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      await service.revokeEmployerInvitation(
        deps,
        request.reach,
        request.user.id,
        request.params.employer,
        request.params.invitation,
      );
      return reply.status(204).send(null);
    },
  });

  app.patch('/v1/employers/:employer/users/:user', {
    ...doc(employerUsersRight('update'), "Change an employer user's role (409 for the employer's last admin)", {
      params: MemberParams,
      body: UpdateEmployerUserSchema,
      response: { 200: dataOf(EmployerUserSchema), ...errorResponses, 409: MessageSchema },
    }),
    handler: async (request) => ({
      data: await service.changeEmployerUserRole(
        deps,
        request.reach,
        request.user.id,
        request.params.employer,
        request.params.user,
        request.body.role,
      ),
    }),
  });

  app.delete('/v1/employers/:employer/users/:user', {
    ...doc(employerUsersRight('delete'), "Remove a user from an employer (409 for the employer's last admin)", {
      params: MemberParams,
      response: { 204: z.null(), ...errorResponses, 409: MessageSchema },
    }),
    handler: async (request, reply) => {
      await service.removeEmployerUser(
        deps,
        request.reach,
        request.user.id,
        request.params.employer,
        request.params.user,
      );
      return reply.status(204).send(null);
    },
  });
});
