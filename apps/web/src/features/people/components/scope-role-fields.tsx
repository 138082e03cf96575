import type { Role, RoleKey } from '@portal/contract';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { GrantScope } from './grant-scopes';
import { useRoleLabels } from './role-label';

interface ScopeRoleFieldsProps {
  scopes: readonly GrantScope[];
  scope: string;
  onScope: (value: string) => void;
  /** The roles the signed-in user may grant in the chosen scope. */
  roles: readonly Role[];
  role: RoleKey | '';
  onRole: (value: RoleKey) => void;
  roleError?: string;
  scopeError?: string;
}

/** Where (the account, a site, an employer) and which role, as two native selects. */
export function ScopeRoleFields(props: ScopeRoleFieldsProps) {
  const { t } = useTranslation();
  const labels = useRoleLabels();
  const { scopes, scope, onScope, roles, role, onRole } = props;
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <>
      <TextField
        select
        label={t('people.fields.scope')}
        value={scope}
        onChange={(event) => onScope(event.target.value)}
        slotProps={native}
        error={Boolean(props.scopeError)}
        helperText={props.scopeError}
        required
        fullWidth
      >
        {scopes.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('people.fields.role')}
        value={role}
        onChange={(event) => onRole(event.target.value as RoleKey)}
        slotProps={native}
        error={Boolean(props.roleError) || roles.length === 0}
        helperText={props.roleError ?? (roles.length === 0 ? t('people.invite.noRoles') : undefined)}
        required
        fullWidth
      >
        {roles.map((option) => (
          <option key={option.key} value={option.key}>
            {labels.role(option.key)}
          </option>
        ))}
      </TextField>
    </>
  );
}
