import { canGrant, ROLE_SCOPES, type MembershipScope, type Role, type ScopeRole } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context';

/** A place a role can be granted in: the account, one of its sites, or an employer of one. */
export interface GrantScope {
  /** `site:3`: the select's value. */
  value: string;
  type: MembershipScope;
  id: number;
  label: string;
  /** The account, site and employer ids the caller's rights are read in (decision 0051). */
  chain: { accountId: number; siteId: number | null; employerId: number | null };
}

/**
 * The scopes of the selected account: itself, its sites, the employers the session knows of, and
 * those `extra` roles name (a user's own employer memberships).
 */
export function useGrantScopes(extra: readonly ScopeRole[] = []): GrantScope[] {
  const { t } = useTranslation();
  const account = useSession().selection?.account ?? null;
  return useMemo(() => {
    if (!account) return [];
    const scopes: GrantScope[] = [
      {
        value: `account:${account.id}`,
        type: 'account',
        id: account.id,
        label: t('people.scopes.account'),
        chain: { accountId: account.id, siteId: null, employerId: null },
      },
    ];
    const add = (type: MembershipScope, id: number, name: string, siteId: number | null) => {
      if (scopes.some((scope) => scope.value === `${type}:${id}`)) return;
      const chain = { accountId: account.id, siteId, employerId: type === 'employer' ? id : null };
      scopes.push({ value: `${type}:${id}`, type, id, label: t(`people.scopes.${type}`, { name }), chain });
    };
    for (const site of account.sites) {
      add('site', site.id, site.name, site.id);
      for (const employer of site.employers) add('employer', employer.id, employer.name, site.id);
    }
    for (const role of extra) {
      if (role.scope_type !== 'account') add(role.scope_type, role.scope_id, role.scope_name, role.site_id);
    }
    return scopes;
  }, [account, extra, t]);
}

/** The roles of the scope's kind that the signed-in user holds every permission of there. */
export function useGrantableRoles(roles: readonly Role[] | undefined, scope: GrantScope | undefined): Role[] {
  const permissions = useSession().me?.permissions;
  return useMemo(() => {
    if (!roles || !scope || !permissions) return [];
    return roles.filter(
      (role) => ROLE_SCOPES[role.key] === scope.type && canGrant(permissions, scope.chain, role.permissions),
    );
  }, [roles, scope, permissions]);
}
