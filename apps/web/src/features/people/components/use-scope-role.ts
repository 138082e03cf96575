import type { RoleKey, ScopeRole } from '@portal/contract';
import { useState } from 'react';
import { useAccountRoles } from '../api/account-roles';
import { useGrantableRoles, useGrantScopes } from './grant-scopes';

/** The state of a scope + role choice: the role follows the scope (the first grantable one). */
export function useScopeRole(extra?: readonly ScopeRole[]) {
  const scopes = useGrantScopes(extra);
  const roles = useAccountRoles();
  const [scopeValue, setScopeValue] = useState<string | null>(null);
  const scope = scopes.find((option) => option.value === scopeValue) ?? scopes[0];
  const grantable = useGrantableRoles(roles.data, scope);
  const [chosen, setChosen] = useState<RoleKey | ''>('');
  const role = grantable.some((option) => option.key === chosen) ? chosen : (grantable[0]?.key ?? '');
  return {
    scopes,
    scope,
    grantable,
    role,
    fields: {
      scopes,
      scope: scope?.value ?? '',
      onScope: setScopeValue,
      roles: grantable,
      role,
      onRole: setChosen,
    },
  };
}
