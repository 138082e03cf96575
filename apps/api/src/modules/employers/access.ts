import type { FastifyRequest } from 'fastify';
import { can } from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';
import type { EmployerScope } from './repository.js';

/**
 * Where the request may act on employers. Staff (`employers.*` in the site or account) reach every
 * employer of the selected site; employer-level users (`employer.*`) only their selected employer.
 */
export function employerScope(request: FastifyRequest, action: string): EmployerScope {
  const { ability, scope } = request.access;
  if (scope.siteId == null) throw forbidden();
  if (can(ability, action, 'employers')) return { siteId: scope.siteId };
  if (scope.employerId != null && can(ability, action, 'employer')) {
    return { siteId: scope.siteId, employerId: scope.employerId };
  }
  throw forbidden();
}

/** The same rule for an employer's users (`employer-users.*`). */
export function employerUsersScope(request: FastifyRequest, action: string): EmployerScope {
  const { ability, scope } = request.access;
  if (scope.siteId == null || !can(ability, action, 'employer-users')) throw forbidden();
  if (can(ability, 'read', 'employers')) return { siteId: scope.siteId };
  if (scope.employerId == null) throw forbidden();
  return { siteId: scope.siteId, employerId: scope.employerId };
}
