import type { AccountUser } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { TypedConfirmDialog } from '../../../components/confirm/typed-confirm-dialog';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useCan, useSession } from '../../../lib/session-context';
import { useRemoveFromAccount, useSetUserDisabled } from '../api/account-user-actions';
import { useAccountUser } from '../api/account-users-resource';
import { GiveRoleForm } from './give-role-form';
import { USER_ACTIONS } from './user-actions';
import { UserRolesSection } from './user-roles-section';

type Asking = 'disable' | 'enable' | 'remove' | null;

/** One user of the account: their roles, giving a role, disabling and removing (decision 0051). */
export function UserDialog({ user: row, onClose }: { user: AccountUser; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const can = useCan();
  const self = useSession().me?.id === row.id;
  const user = useAccountUser(row).data ?? row;
  const [asking, setAsking] = useState<Asking>(null);
  const toggle = useSetUserDisabled();
  const remove = useRemoveFromAccount();
  const notified = useNotifiedAction();
  const run = async (action: () => Promise<unknown>, done: string, close = false) => {
    const succeeded = await notified(action, done);
    setAsking(null);
    if (succeeded && close) onClose();
  };
  const disabled = user.status === 'disabled';
  const canUpdate = can('update', 'users') && !self;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>
        <bdi>{user.name}</bdi>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          <bdi dir="ltr">{user.email}</bdi> · {t(`people.status.${user.status}`)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {t('people.manage.roles')}
          </Typography>
          <UserRolesSection user={user} self={!canUpdate} />
          {can('update', 'users') ? (
            <>
              <Divider />
              <GiveRoleForm user={user} disabled={!canUpdate} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {USER_ACTIONS.map((Action, index) => (
          <Action key={index} user={user} />
        ))}
        {canUpdate ? (
          <Button color={disabled ? 'primary' : 'error'} onClick={() => setAsking(disabled ? 'enable' : 'disable')}>
            {t(disabled ? 'people.actions.enable' : 'people.actions.disable')}
          </Button>
        ) : null}
        {can('delete', 'users') && !self ? (
          <Button color="error" onClick={() => setAsking('remove')}>
            {t('people.actions.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('people.actions.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={asking === 'disable' || asking === 'enable'}
        title={t(asking === 'enable' ? 'people.confirm.enableTitle' : 'people.confirm.disableTitle', {
          name: user.name,
        })}
        description={t(asking === 'enable' ? 'people.confirm.enable' : 'people.confirm.disable', { name: user.name })}
        confirmLabel={t(asking === 'enable' ? 'people.actions.enable' : 'people.actions.disable')}
        destructive={asking === 'disable'}
        loading={toggle.isPending}
        onConfirm={() =>
          void run(
            () => toggle.mutateAsync({ userId: user.id, disabled: asking === 'disable' }),
            t(asking === 'disable' ? 'people.notifications.disabled' : 'people.notifications.enabled', {
              name: user.name,
            }),
          )
        }
        onClose={() => setAsking(null)}
      />
      <TypedConfirmDialog
        open={asking === 'remove'}
        title={t('people.confirm.removeTitle', { name: user.name })}
        description={t('people.confirm.remove', { name: user.name })}
        label={user.email}
        confirmLabel={t('people.actions.remove')}
        loading={remove.isPending}
        onConfirm={() =>
          void run(() => remove.mutateAsync(user.id), t('people.notifications.removed', { name: user.name }), true)
        }
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
}
