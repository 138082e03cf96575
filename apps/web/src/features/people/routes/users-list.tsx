import { ACCOUNT_USER_STATUSES, ROLE_KEYS, type AccountUser } from '@portal/contract';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn, usePreloadOnceDrawn } from '../../../components/on-demand/on-demand';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { useCan, useSession } from '../../../lib/session-context';
import { accountUsersApi } from '../api/account-users-resource';
import { useRoleLabels } from '../components/role-label';
import { useUserColumns } from '../components/user-columns';

// Dialogs load on demand, not with the list (decision 0017): the invitation and the roles' table when
// their button is pointed at or focused, a person's dialog once the list is drawn.
const InviteUserDialog = onDemand(() => import('../components/invite-user-dialog').then((m) => m.InviteUserDialog));
const RolesDialog = onDemand(() => import('../components/roles-dialog').then((m) => m.RolesDialog));
const UserDialog = onDemand(() => import('../components/user-dialog').then((m) => m.UserDialog));

/** /:account/users — everyone with a role in the selected account (read users, in the account). */
export function UsersListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const account = useSession().selection?.account;
  const labels = useRoleLabels();
  const [open, setOpen] = useState<AccountUser | null>(null);
  const [dialog, setDialog] = useState<'invite' | 'roles' | null>(null);
  const columns = useUserColumns(useCallback((user: AccountUser) => setOpen(user), []));
  const roleOptions = useMemo(() => ROLE_KEYS.map((key) => ({ value: key, label: labels.role(key) })), [labels]);
  usePreloadOnceDrawn(UserDialog);
  const statusOptions = ACCOUNT_USER_STATUSES.map((status) => ({ value: status, label: t(`people.status.${status}`) }));
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('people.title')}
        subtitle={account ? t('people.subtitle', { account: account.name }) : undefined}
        actions={
          <>
            <Button {...preloadOn(RolesDialog)} onClick={() => setDialog('roles')}>
              {t('people.actions.roles')}
            </Button>
            {can('create', 'users') ? (
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                {...preloadOn(InviteUserDialog)}
                onClick={() => setDialog('invite')}
              >
                {t('people.actions.invite')}
              </Button>
            ) : null}
          </>
        }
      />
      <ResourceList
        api={accountUsersApi}
        columns={columns}
        onRowOpen={setOpen}
        scope={account ? [account.id] : []}
        filters={(list) => (
          <ResourceFilters
            list={list}
            strings="people.list"
            selects={[
              { filter: 'role', label: t('people.fields.role'), options: roleOptions },
              { filter: 'status', label: t('people.fields.status'), options: statusOptions },
            ]}
          />
        )}
      />
      <PopupOnDemand open={dialog === 'invite'}>
        <InviteUserDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
      </PopupOnDemand>
      <PopupOnDemand open={dialog === 'roles'}>
        <RolesDialog open={dialog === 'roles'} onClose={() => setDialog(null)} />
      </PopupOnDemand>
      <Suspense fallback={null}>{open ? <UserDialog user={open} onClose={() => setOpen(null)} /> : null}</Suspense>
    </Stack>
  );
}
