import {
  buildLevelAbilities,
  can,
  rulesForEntry,
  type AppAbility,
  type Action,
  type PermissionMap,
  type Subject,
} from '@portal/contract';
import type { Access, Reach } from '../access/index.js';

/** One membership of the person to impersonate, where it sits (the access module's grant shape). */
export interface TargetGrant {
  scope_type: 'account' | 'site' | 'employer';
  permissions: string[];
  account_id: number;
  site_id: number | null;
  employer_id: number | null;
}

/**
 * The target's memberships inside the request's reach (decision 0002: the selected site is the
 * tenancy): those of the site's account, of the site, or of one of its employers; only the reached
 * employer's when the right came from that employer's own membership.
 */
export function grantsInReach(grants: TargetGrant[], access: Access, reach: Reach): TargetGrant[] {
  if (reach.employerId !== undefined) return grants.filter((g) => g.employer_id === reach.employerId);
  return grants.filter((g) =>
    g.scope_type === 'account' ? g.account_id === access.scope.accountId : g.site_id === reach.siteId,
  );
}

/** A staff membership (account or site) needs `users.impersonate`; employer users need `employer-users.impersonate`. */
export const isStaff = (grants: TargetGrant[]) => grants.some((g) => g.scope_type !== 'employer');

/**
 * An employer membership's own subject (`employer`, the employer's view of itself) is held by a
 * site's staff as `employers`: whoever may update every employer may update this one.
 */
const HELD_AS: Partial<Record<Subject, Subject>> = { employer: 'employers' };

const allowedBy = (ability: AppAbility | null, action: Action, subject: Subject) => {
  if (!ability) return false;
  if (can(ability, action, subject)) return true;
  const heldAs = HELD_AS[subject];
  return heldAs !== undefined && can(ability, action, heldAs);
};

/**
 * Whether every right the target holds is one the impersonator holds at the same place: for each
 * membership of the target, anywhere in the enterprise, each rule of each entry must be allowed to
 * the impersonator by one level of their memberships there — the account's and site's, or that
 * employer's own. A membership the impersonator does not reach at all is a right they lack (the
 * child token would carry it).
 */
export function holdsEveryRightOf(mine: PermissionMap, target: TargetGrant[]): boolean {
  return target.every((grant) => {
    const levels = buildLevelAbilities(mine, {
      accountId: grant.account_id,
      siteId: grant.site_id,
      employerId: grant.employer_id,
    });
    const allows = (action: Action, subject: Subject) =>
      allowedBy(levels.site, action, subject) || allowedBy(levels.employer, action, subject);
    return grant.permissions.every((entry) =>
      rulesForEntry(entry).every((rule) => allows(rule.action as Action, rule.subject as Subject)),
    );
  });
}
