import { can, MESSAGES, type Action, type Subject } from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';
import type { Access } from './scope.js';

/** Where a request may act: a whole site, or one employer of it. */
export interface Reach {
  siteId: number;
  employerId?: number;
}

/**
 * A right counts only in the scope that granted it (decision 0012). `action` on `subjects.site`
 * granted in the account or the site reaches the whole selected site; `action` on
 * `subjects.employer` granted by the selected employer's own membership reaches that employer
 * alone. Anything else is 403.
 */
export function reachFor(access: Access, action: Action, subjects: { site: Subject; employer: Subject }): Reach {
  const { scope, levels } = access;
  if (scope.siteId == null) throw forbidden();
  if (can(levels.site, action, subjects.site)) return { siteId: scope.siteId };
  if (scope.employerId != null && levels.employer && can(levels.employer, action, subjects.employer)) {
    return { siteId: scope.siteId, employerId: scope.employerId };
  }
  throw forbidden();
}

/**
 * The selected site of a route declared `scope: 'site'`. The request context has refused a
 * request without one already; this makes the rule visible here instead of a silent `?? 0`.
 */
export function requireSite(request: { access: Access }): number {
  const { siteId } = request.access.scope;
  if (siteId == null) throw forbidden(MESSAGES.scopeRefused);
  return siteId;
}

/**
 * The whole selected site, for a subject that only account and site memberships grant (settings):
 * an employer membership never reaches it, whatever its entries say (decision 0012).
 */
export function siteReach(access: Access, action: Action, subject: Subject): Reach {
  const { scope, levels } = access;
  if (scope.siteId == null) throw forbidden(MESSAGES.scopeRefused);
  if (!can(levels.site, action, subject)) throw forbidden();
  return { siteId: scope.siteId };
}
