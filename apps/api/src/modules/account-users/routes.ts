import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AccountInvitationSchema,
  AccountSiteListSchema,
  AccountUserDataSchema,
  AccountUserListQuerySchema,
  AccountUserMembershipParamsSchema,
  AccountUserPageSchema,
  AccountUserParamsSchema,
  dataOf,
  InviteAccountUserSchema,
  MessageSchema,
  RoleListSchema,
  SetScopeRoleSchema,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { accountRight } from '../access/index.js';
import * as service from './service.js';

const conflicts = { 409: MessageSchema };

/** The account a request's right reached, and the caller's rights (decision 0051). */
function contextOf(deps: AppDeps, request: FastifyRequest): service.AccountContext {
  const { scope, permissions } = request.access;
  return {
    deps,
    accountId: request.accountReach.accountId,
    siteId: scope.siteId,
    user: request.user,
    permissions,
  };
}

/** `/v1/accounts/…`: the selected account's users, roles and sites; rights held in the account itself. */
export const accountUserRoutes = moduleRoutes('account users', async (app, { deps, doc }) => {
  app.get('/v1/accounts/users', {
    ...doc(accountRight('read', 'users'), "The account's users with their roles per scope", {
      querystring: AccountUserListQuerySchema,
      response: AccountUserPageSchema,
    }),
    handler: (request) => service.listAccountUsers(contextOf(deps, request), request.query),
  });

  app.post('/v1/accounts/users', {
    ...doc(
      accountRight('create', 'users'),
      'Invite an address to a role in the account, a site or an employer (joins on accepting)',
      {
        ...IDEMPOTENT_CREATE,
        body: InviteAccountUserSchema,
        response: { 202: dataOf(AccountInvitationSchema), ...errorResponses, 429: MessageSchema },
      },
    ),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 202, async (inTransaction) => ({
        data: await service.inviteAccountUser(contextOf(inTransaction, request), request.body),
      })),
  });

  app.get('/v1/accounts/users/:user', {
    ...doc(accountRight('read', 'users'), 'One user of the account', {
      params: AccountUserParamsSchema,
      response: AccountUserDataSchema,
    }),
    handler: async (request) => ({
      data: await service.getAccountUser(contextOf(deps, request), request.params.user),
    }),
  });

  app.put('/v1/accounts/users/:user/roles', {
    ...doc(
      accountRight('update', 'users'),
      'Give a user a role in one scope of the account (never more than the caller holds)',
      {
        params: AccountUserParamsSchema,
        body: SetScopeRoleSchema,
        response: { 200: AccountUserDataSchema, ...errorResponses, ...conflicts },
      },
    ),
    handler: async (request) => ({
      data: await service.setScopeRole(contextOf(deps, request), request.params.user, request.body),
    }),
  });

  app.delete('/v1/accounts/users/:user/roles/:membership', {
    ...doc(accountRight('update', 'users'), 'Take one role away (409 for oneself or a scope’s last admin)', {
      params: AccountUserMembershipParamsSchema,
      response: { 204: z.null(), ...errorResponses, ...conflicts },
    }),
    handler: async (request, reply) => {
      await service.removeMembership(contextOf(deps, request), request.params.user, request.params.membership);
      return reply.status(204).send(null);
    },
  });

  app.delete('/v1/accounts/users/:user', {
    ...doc(
      accountRight('delete', 'users'),
      'Remove a user from the account (every role in it, its sites and employers)',
      { params: AccountUserParamsSchema, response: { 204: z.null(), ...errorResponses, ...conflicts } },
    ),
    handler: async (request, reply) => {
      await service.removeFromAccount(contextOf(deps, request), request.params.user);
      return reply.status(204).send(null);
    },
  });

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/v1/accounts/users/:user/${name}`, {
      ...doc(accountRight('update', 'users'), disabled ? 'Disable a user (sessions end)' : 'Enable a disabled user', {
        params: AccountUserParamsSchema,
        response: { 200: AccountUserDataSchema, ...errorResponses, ...conflicts },
      }),
      handler: async (request) => ({
        data: await service.setUserDisabled(contextOf(deps, request), request.params.user, disabled),
      }),
    });
  }

  app.get('/v1/accounts/roles', {
    ...doc(accountRight('read', 'users'), 'The roles and their permission lists', { response: RoleListSchema }),
    handler: async () => ({ data: await service.listRoles(deps) }),
  });

  app.get('/v1/accounts/sites', {
    config: { right: accountRight('read', 'sites') },
    schema: {
      tags: ['account sites'],
      summary: "The account's sites with their domains and counts",
      response: { 200: AccountSiteListSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await service.listSites(deps, request.accountReach.accountId) }),
  });
});
