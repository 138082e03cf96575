import type { RoleKey, ScopeRole } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A role's name (core strings, shared with the employer users section) and "role · where" for a held role. */
export function useRoleLabels() {
  const { t } = useTranslation();
  const role = useCallback((key: RoleKey) => t(`employers.users.roles.${key}`), [t]);
  const scope = useCallback(
    (held: Pick<ScopeRole, 'scope_type' | 'scope_name'>) =>
      t(`people.scopes.${held.scope_type}`, { name: held.scope_name }),
    [t],
  );
  const held = useCallback((row: ScopeRole) => `${role(row.role)} · ${scope(row)}`, [role, scope]);
  return { role, scope, held };
}
