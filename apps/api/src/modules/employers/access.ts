import type { FastifyRequest } from 'fastify';
import type { Action } from '@portal/contract';
import { reachFor, type Reach } from '../access/reach.js';

/**
 * Where the request may act on employers: staff (`employers.*` granted in the account or site)
 * reach every employer of the selected site; an employer's own members (`employer.*`) only it.
 */
export function employerScope(request: FastifyRequest, action: Action): Reach {
  return reachFor(request.access, action, { site: 'employers', employer: 'employer' });
}

/** The same rule for an employer's users (`employer-users.*`), each right where it was granted. */
export function employerUsersScope(request: FastifyRequest, action: Action): Reach {
  return reachFor(request.access, action, { site: 'employer-users', employer: 'employer-users' });
}
