import type { FastifyRequest } from 'fastify';
import type { Action } from '@portal/contract';
import { siteReach, type Reach } from '../access/reach.js';

/**
 * Where the request may act on tags: the selected site, for `tags.*` granted in the account or the
 * site. Tags are the staff's own vocabulary, so an employer membership never reaches them (0014).
 */
export function tagReach(request: Pick<FastifyRequest, 'access'>, action: Action): Reach {
  return siteReach(request.access, action, 'tags');
}
