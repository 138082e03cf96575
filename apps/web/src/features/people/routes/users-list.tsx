import { ACCOUNT_USER_STATUSES, ROLE_KEYS, type AccountUser } from '@portal/contract';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { useCan, useSession } from '../../../lib/session-context';
import { accountUsersApi } from '../api/account-users-resource';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { RolesDialog } from '../components/roles-dialog';
import { useRoleLabels } from '../components/role-label';
import { useUserColumns } from '../components/user-columns';
import { UserDialog } from '../components/user-dialog';

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
  const statusOptions = ACCOUNT_USER_STATUSES.map((status) => ({ value: status, label: t(`people.status.${status}`) }));
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('people.title')}
        subtitle={account ? t('people.subtitle', { account: account.name }) : undefined}
        actions={
          <>
            <Button onClick={() => setDialog('roles')}>{t('people.actions.roles')}</Button>
            {can('create', 'users') ? (
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog('invite')}>
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
      <InviteUserDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
      <RolesDialog open={dialog === 'roles'} onClose={() => setDialog(null)} />
      {open ? <UserDialog user={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
