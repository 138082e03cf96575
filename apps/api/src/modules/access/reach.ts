import { buildLevelAbilities, can, MESSAGES, type Action, type Subject } from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';
import type { Access } from './scope.js';

/** Where a request may act: a whole site, or one employer of it. */
export interface Reach {
  siteId: number;
  employerId?: number;
}

/**
 * The right a route declares in its own config (`right`), the only way a route checks one
 * (decision 0024). The request hook turns it into `request.reach` with `reachOf` before the body is
 * read; handlers and services use that reach and never check a right again.
 */
export type RouteRight =
  /** The signed-in user's own things (who they are, their session, their exports): no tenant's data. */
  | { signedIn: true }
  /** The per-level rule below: `site` alone, or `site` and the selected employer's own `employer`. */
  | TenantRight
  /** `action` on `account` granted by a membership of the selected account itself (decision 0051). */
  | AccountRight
  /** A candidate's read-only token only, never a staff token (decision 0052). */
  | { candidate: true };

export interface TenantRight {
  action: Action;
  site: Subject;
  employer?: Subject;
  /**
   * A site-level right the route needs as well, so the route table says all it checks: a record's
   * tags are the staff's labels, `tags.read` at the site level besides the record's right (decision 0087).
   */
  alsoSite?: { action: Action; subject: Subject };
}

export interface AccountRight {
  action: Action;
  account: Subject;
}

/** Where an account right lets a request act: the selected account, all its sites and employers. */
export interface AccountReach {
  accountId: number;
}

export const accountRight = (action: Action, subject: Subject): AccountRight => ({ action, account: subject });

/**
 * The selected account, for a right only the account's own memberships grant (its users and
 * sites): a site's or an employer's entries never reach the account, whatever they say.
 */
export function accountReachOf(access: Access, right: AccountRight): AccountReach {
  const { accountId } = access.scope;
  if (accountId == null) throw forbidden(MESSAGES.scopeRefused);
  const { site: accountLevel } = buildLevelAbilities(access.permissions, { accountId });
  if (!can(accountLevel, right.action, right.account)) throw forbidden();
  return { accountId };
}

export const SIGNED_IN: RouteRight = { signedIn: true };

/** The routes of a candidate's own view, opened by a staff member's impersonation (decision 0052). */
export const CANDIDATE: RouteRight = { candidate: true };

/** `action` on `subject` granted in the account or the site: reaches the whole selected site only. */
export const siteRight = (action: Action, subject: Subject): TenantRight => ({ action, site: subject });

/** As `siteRight`, or `action` on `subjects.employer` granted by the selected employer's membership. */
export const tenantRight = (action: Action, subjects: { site: Subject; employer: Subject }): TenantRight => ({
  action,
  ...subjects,
});

/** Any user whose membership reaches the selected site (everybody holds `access` on `portal`). */
export const SITE_MEMBER = siteRight('access', 'portal');

/**
 * The site's settings (decision 0015): who sees them, and who changes them — the settings tabs, the
 * mails' wording, the option lists and stages, the pages' content (decision 0056).
 */
export const SETTINGS_READ = siteRight('read', 'settings');
export const SETTINGS_UPDATE = siteRight('update', 'settings');

/** Where a declared right lets this request act; 403 when the selection grants it at no level. */
export function reachOf(access: Access, right: TenantRight): Reach {
  if (access.scope.siteId == null) throw forbidden(MESSAGES.scopeRefused);
  const reach = grantedReach(access, right);
  if (!reach) throw forbidden();
  return reach;
}

/**
 * The same rule without the refusal: where the right lets this request act, or undefined. For a
 * route that serves several subjects and leaves out those it may not read (the search, decision 0055).
 */
export function grantedReach(access: Access, right: TenantRight): Reach | undefined {
  if (right.alsoSite && !siteReach(access, right.alsoSite.action, right.alsoSite.subject)) return undefined;
  return right.employer === undefined
    ? siteReach(access, right.action, right.site)
    : reachFor(access, right.action, { site: right.site, employer: right.employer });
}

/**
 * A right counts only in the scope that granted it (decision 0012). `action` on `subjects.site`
 * granted in the account or the site reaches the whole selected site; `action` on
 * `subjects.employer` granted by the selected employer's own membership reaches that employer
 * alone. Anything else reaches nothing.
 */
function reachFor(access: Access, action: Action, subjects: { site: Subject; employer: Subject }): Reach | undefined {
  const { scope, levels } = access;
  if (scope.siteId == null) return undefined;
  if (can(levels.site, action, subjects.site)) return { siteId: scope.siteId };
  if (scope.employerId != null && levels.employer && can(levels.employer, action, subjects.employer)) {
    return { siteId: scope.siteId, employerId: scope.employerId };
  }
  return undefined;
}

/**
 * The whole selected site, for a subject that only account and site memberships grant (settings):
 * an employer membership never reaches it, whatever its entries say (decision 0012).
 */
function siteReach(access: Access, action: Action, subject: Subject): Reach | undefined {
  const { scope, levels } = access;
  if (scope.siteId == null || !can(levels.site, action, subject)) return undefined;
  return { siteId: scope.siteId };
}
