import {
  buildLevelAbilities,
  type LevelAbilities,
  MESSAGES,
  scopeKey,
  type PermissionMap,
  type SelectedScope,
} from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';
import type { Placement } from './caller-repository.js';
import type { MembershipGrant } from './repository.js';

export interface ResolvedScope {
  accountId: number | null;
  siteId: number | null;
  employerId: number | null;
}

export interface Access {
  scope: ResolvedScope;
  grants: MembershipGrant[];
  permissions: PermissionMap;
  /**
   * The selected scopes' rights by the level that granted them: what decides a reach (reach.ts).
   * Their union (the web's menus) is never built here: no route may check a right that way.
   */
  levels: LevelAbilities;
}

/** The permission map of spec §6: each grant's entries under its scope key. */
export function permissionMap(grants: MembershipGrant[]): PermissionMap {
  const map: PermissionMap = {};
  for (const grant of grants) {
    const key = scopeKey[grant.scope_type](grant.scope_id);
    map[key] = [...new Set([...(map[key] ?? []), ...grant.permissions])];
  }
  return map;
}

function reaches(grant: MembershipGrant, scope: ResolvedScope): boolean {
  if (grant.account_id !== scope.accountId) return false;
  if (grant.scope_type === 'account') return true;
  if (scope.siteId == null) return true;
  if (grant.site_id !== scope.siteId) return false;
  if (grant.scope_type === 'site') return true;
  return scope.employerId == null || grant.employer_id === scope.employerId;
}

/** What the scope check reads, loaded beforehand by the caller statement (caller-repository.ts). */
export interface ScopeFacts {
  grants: MembershipGrant[];
  /** The requested employer's placement, if it is in the enterprise. */
  employer: Placement | null;
  /** The requested site's (or the requested employer's site's) placement, if it is in the enterprise. */
  site: Placement | null;
}

/**
 * Turns the X-AF-AID/SID/EMPID selection into a checked scope: every id must exist in this
 * enterprise, nest inside the others, and be reached by one of the user's memberships. Reads
 * nothing itself: the facts come from the request's one statement (decision 0041).
 */
export function resolveAccess(facts: ScopeFacts, requested: SelectedScope): Access {
  const { grants } = facts;
  const scope: ResolvedScope = {
    accountId: requested.accountId ?? null,
    siteId: requested.siteId ?? null,
    employerId: requested.employerId ?? null,
  };
  const refuse = () => forbidden(MESSAGES.scopeRefused);

  if (scope.employerId != null) {
    const employer = facts.employer?.id === scope.employerId ? facts.employer : null;
    if (!employer || (scope.siteId != null && scope.siteId !== employer.site_id)) throw refuse();
    scope.siteId = employer.site_id;
  }
  if (scope.siteId != null) {
    const site = facts.site?.id === scope.siteId ? facts.site : null;
    if (!site || (scope.accountId != null && scope.accountId !== site.account_id)) throw refuse();
    scope.accountId = site.account_id;
  }
  if (scope.accountId != null && !grants.some((grant) => reaches(grant, scope))) throw refuse();

  const permissions = permissionMap(grants);
  return {
    scope,
    grants,
    permissions,
    levels: buildLevelAbilities(permissions, scope),
  };
}
