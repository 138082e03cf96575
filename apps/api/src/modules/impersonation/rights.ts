import { buildAbility, can, rulesForEntry, type Action, type PermissionMap, type Subject } from '@portal/contract';
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
 * The target's memberships the request may reach: with `users.impersonate` granted by the selected
 * account, any of that account; otherwise those of the reached site (its account's, its own, its
 * employers'), or only the reached employer's when the right came from an employer membership.
 */
export function grantsInReach(grants: TargetGrant[], access: Access, reach: Reach): TargetGrant[] {
  const accountId = access.scope.accountId;
  if (accountId != null && can(buildAbility(access.permissions, { accountId }), 'impersonate', 'users')) {
    return grants.filter((g) => g.account_id === accountId);
  }
  if (reach.employerId !== undefined) return grants.filter((g) => g.employer_id === reach.employerId);
  return grants.filter((g) =>
    g.scope_type === 'account' ? g.account_id === accountId : g.site_id === reach.siteId,
  );
}

/** A staff membership (account or site) needs `users.impersonate`; employer users need `employer-users.impersonate`. */
export const isStaff = (grants: TargetGrant[]) => grants.some((g) => g.scope_type !== 'employer');

/**
 * An employer membership's own subject (`employer`, the employer's view of itself) is held by a
 * site's staff as `employers`: whoever may update every employer may update this one.
 */
const HELD_AS: Partial<Record<Subject, Subject>> = { employer: 'employers' };

/**
 * Whether every right the target holds is one the impersonator holds at the same place: for each
 * membership of the target, anywhere in the enterprise, each rule of each entry must be allowed to
 * the impersonator by their memberships reaching that account, site and employer. A membership the
 * impersonator does not reach at all is a right they lack (the child token would carry it).
 */
export function holdsEveryRightOf(mine: PermissionMap, target: TargetGrant[]): boolean {
  return target.every((grant) => {
    const ability = buildAbility(mine, {
      accountId: grant.account_id,
      siteId: grant.site_id,
      employerId: grant.employer_id,
    });
    const allows = (action: Action, subject: Subject) => {
      if (can(ability, action, subject)) return true;
      const heldAs = HELD_AS[subject];
      return heldAs !== undefined && can(ability, action, heldAs);
    };
    return grant.permissions.every((entry) =>
      rulesForEntry(entry).every((rule) => allows(rule.action as Action, rule.subject as Subject)),
    );
  });
}
