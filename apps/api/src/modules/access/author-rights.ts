import {
  buildLevelAbilities,
  can,
  rulesForEntry,
  type AppAbility,
  type Action,
  type PermissionMap,
  type Subject,
} from '@portal/contract';

/** A membership as the right check reads it: its entries and where it sits. */
export interface PlacedGrant {
  scope_type: 'account' | 'site' | 'employer';
  permissions: string[];
  account_id: number;
  site_id: number | null;
  employer_id: number | null;
}

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
 * Whether every right of `target` is one `author` holds at the same place: for each membership of
 * the target, anywhere in the enterprise, each rule of each entry must be allowed to the author by
 * one level of their memberships there — the account's and site's, or that employer's own. A
 * membership the author does not reach at all is a right they lack. Opening an impersonation asks
 * it (decision 0052), and so does every request of the child token (decision 0063).
 */
export function holdsEveryRightOf(author: PermissionMap, target: PlacedGrant[]): boolean {
  return target.every((grant) => {
    const levels = buildLevelAbilities(author, {
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
