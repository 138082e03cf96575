import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { EmployerUser } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn, usePreloadOnceDrawn } from '../../../components/on-demand/on-demand';
import { ListPagination } from '../../../components/list/list-pagination';
import { PlainTable } from '../../../components/list/plain-table';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useCan, useSession } from '../../../lib/session-context';
import { useEmployerUsers } from '../api/get-employer-users';
import { useRemoveEmployerUser } from '../api/remove-employer-user';
import { EmployerInvitations } from './employer-invitations';
import { EmployerUserRow } from './employer-user-row';
import { ListLoadError } from '../../../components/list/list-load-error';

// Dialogs load on demand, not with the employer's page (decision 0017): adding a user when its button is
// pointed at or focused, the removal's typed confirmation once the section is drawn.
const AddEmployerUserDialog = onDemand(() => import('./add-employer-user-dialog').then((m) => m.AddEmployerUserDialog));
const TypedConfirmDialog = onDemand(() =>
  import('../../../components/confirm/typed-confirm-dialog').then((m) => m.TypedConfirmDialog),
);

const USER_PAGE_SIZES = [10, 25, 50] as const;

interface EmployerUsersSectionProps {
  employerId: number;
  employerName: string;
  /** h2 inside a detail page, h1 on the users page. */
  heading: 'h1' | 'h2';
  title: string;
}

/**
 * The employer's users and open invitations: invite by email, change the role, remove (typing the
 * user's name, spec §4), revoke (each as the ability allows).
 */
export function EmployerUsersSection({ employerId, employerName, heading, title }: EmployerUsersSectionProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const notified = useNotifiedAction();
  const can = useCan();
  const { me } = useSession();
  const id = useId();
  const [paging, setPaging] = useState({ page: 1, per_page: 10 });
  const users = useEmployerUsers(employerId, paging);
  const remove = useRemoveEmployerUser();
  const [adding, setAdding] = useState(false);
  usePreloadOnceDrawn(TypedConfirmDialog);
  // The user stays named while the dialog fades out.
  const [removing, setRemoving] = useState<{ user: EmployerUser | null; open: boolean }>({ user: null, open: false });
  const closeRemove = () => {
    setRemoving((current) => ({ ...current, open: false }));
  };
  const canUpdate = can('update', 'employer-users');
  const canDelete = can('delete', 'employer-users');
  const canImpersonate = can('impersonate', 'employer-users');
  const rows = users.data?.data ?? [];

  const confirmRemove = async () => {
    const { user } = removing;
    if (!user) return;
    await notified(
      () => remove.mutateAsync({ employerId, userId: user.id }),
      t('employers.notifications.userRemoved', { name: user.name }),
    );
    closeRemove();
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby={`${id}-title`}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography
          id={`${id}-title`}
          component={heading}
          variant={heading === 'h1' ? 'h4' : 'h6'}
          sx={{ fontWeight: 600 }}
        >
          {title}
        </Typography>
        {can('create', 'employer-users') ? (
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            {...preloadOn(AddEmployerUserDialog)}
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('employers.users.inviteTitle')}
          </Button>
        ) : null}
      </Stack>
      {users.isError ? <ListLoadError error={users.error} retry={() => void users.refetch()} /> : null}
      {users.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{translate(MESSAGES.noData)}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <PlainTable
          fields="employers.users"
          columns={[
            'name',
            'email',
            'role',
            'added',
            (canDelete || canImpersonate) && { id: 'actions', align: 'right' },
          ]}
          labelledBy={`${id}-title`}
          busy={users.isFetching}
          footer={
            <ListPagination
              total={users.data?.meta.total ?? 0}
              page={paging.page}
              perPage={paging.per_page}
              pageSizes={USER_PAGE_SIZES}
              onChange={(change) => {
                setPaging((current) =>
                  'page' in change ? { ...current, page: change.page } : { page: 1, per_page: change.perPage },
                );
              }}
            />
          }
        >
          {rows.map((user) => (
            <EmployerUserRow
              key={user.id}
              employerId={employerId}
              user={user}
              canUpdate={canUpdate}
              canDelete={canDelete}
              canImpersonate={canImpersonate && user.id !== me?.id}
              onRemove={(user) => {
                setRemoving({ user, open: true });
              }}
            />
          ))}
        </PlainTable>
      ) : null}
      <EmployerInvitations employerId={employerId} heading={heading === 'h1' ? 'h2' : 'h3'} />
      <PopupOnDemand open={adding}>
        <AddEmployerUserDialog
          employerId={employerId}
          open={adding}
          onClose={() => {
            setAdding(false);
          }}
        />
      </PopupOnDemand>
      <PopupOnDemand open={removing.open}>
        <TypedConfirmDialog
          open={removing.open}
          title={t('employers.users.removeTitle')}
          description={t('employers.users.removeDescription', {
            name: removing.user?.name ?? '',
            email: removing.user?.email ?? '',
            employer: employerName,
          })}
          label={removing.user ? removing.user.name || removing.user.email : ''}
          confirmLabel={t('employers.users.remove')}
          loading={remove.isPending}
          onConfirm={() => void confirmRemove()}
          onClose={closeRemove}
        />
      </PopupOnDemand>
    </Stack>
  );
}
