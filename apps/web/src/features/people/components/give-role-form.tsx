import type { AccountUser } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useSetScopeRole } from '../api/account-user-actions';
import { useRoleLabels } from './role-label';
import { ScopeRoleFields } from './scope-role-fields';
import { useScopeRole } from './use-scope-role';

/** Gives the user a role in one scope (replacing the one held there); only grantable roles are offered. */
export function GiveRoleForm({ user, disabled }: { user: AccountUser; disabled: boolean }) {
  const { t } = useTranslation();
  const labels = useRoleLabels();
  const choice = useScopeRole(user.roles);
  const give = useSetScopeRole();
  const notified = useNotifiedAction();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { scope, role } = choice;
    if (!scope || !role) return;
    await notified(
      () => give.mutateAsync({ userId: user.id, body: { scope_type: scope.type, scope_id: scope.id, role } }),
      t('people.notifications.roleGiven', { name: user.name, role: labels.role(role) }),
    );
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          {t('people.manage.giveRole')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('people.manage.giveRoleHint')}
        </Typography>
        <ScopeRoleFields {...choice.fields} />
        <div>
          <Button type="submit" variant="outlined" disabled={disabled || !choice.role} loading={give.isPending}>
            {t('people.actions.giveRole')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
