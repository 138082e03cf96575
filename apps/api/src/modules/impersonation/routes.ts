import {
  CandidateTokenSchema,
  ImpersonateSchema,
  ImpersonationResultSchema,
  keyParamsSchema,
  MessageSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight, tenantRight } from '../access/index.js';
import * as service from './service.js';

const responses = { ...errorResponses, 409: MessageSchema };

/**
 * Opening an impersonation (decision 0052). A portal user needs `employer-users.impersonate` in the
 * selected site (or the selected employer's own membership); staff targets also `users.impersonate`,
 * checked with their memberships by the service. A candidate needs `seekers.impersonate` in the site.
 */
export const impersonationRoutes = moduleRoutes('impersonation', async (app, { deps, doc }) => {
  app.post('/v1/impersonate/users/:id', {
    ...doc(
      tenantRight('impersonate', { site: 'employer-users', employer: 'employer-users' }),
      'Act as a portal user: a short-lived token that keeps yours as its parent',
      {
        params: keyParamsSchema('id'),
        body: ImpersonateSchema,
        response: { 200: ImpersonationResultSchema, ...responses },
      },
    ),
    handler: (request) => service.impersonateUser(deps, request, request.params.id, request.body.redirect_path),
  });

  app.post('/v1/impersonate/seekers/:uuid', {
    ...doc(
      siteRight('impersonate', 'seekers'),
      "Look at a candidate's own view, read-only: a short-lived candidate token",
      {
        params: keyParamsSchema('uuid'),
        body: ImpersonateSchema,
        response: { 200: CandidateTokenSchema, ...responses },
      },
    ),
    handler: (request) => service.impersonateSeeker(deps, request, request.params.uuid, request.body.redirect_path),
  });
});
