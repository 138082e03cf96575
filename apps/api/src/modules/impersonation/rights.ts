import type { Access, PlacedGrant, Reach } from '../access/index.js';

/** One membership of the person to impersonate, where it sits (the access module's grant shape). */
export type TargetGrant = PlacedGrant;

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
