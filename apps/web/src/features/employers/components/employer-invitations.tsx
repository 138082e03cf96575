import type { EmployerInvitation } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, usePreloadOnceDrawn } from '../../../components/on-demand/on-demand';
import { ListPagination } from '../../../components/list/list-pagination';
import { PlainTable } from '../../../components/list/plain-table';
import { useFormatters } from '../../../hooks/use-formatters';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useCan } from '../../../lib/session-context';
import { useEmployerInvitations } from '../api/get-employer-invitations';
import { useRevokeEmployerInvitation } from '../api/revoke-employer-invitation';
import { useEmployerLabels } from '../hooks/use-employer-labels';
import { ListLoadError } from '../../../components/list/list-load-error';

// The revocation's confirmation loads once the invitations are drawn, not with the page (decision 0017).
const ConfirmDialog = onDemand(() => import('../../../components/confirm/confirm-dialog').then((m) => m.ConfirmDialog));

const INVITATION_PAGE_SIZES = [10, 25, 50] as const;

interface EmployerInvitationsProps {
  employerId: number;
  heading: 'h2' | 'h3';
}

/** The employer's open invitations (shown only when there are some), each revocable with delete on employer-users. */
export function EmployerInvitations({ employerId, heading }: EmployerInvitationsProps) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  const id = useId();
  const canDelete = useCan()('delete', 'employer-users');
  const [paging, setPaging] = useState({ page: 1, per_page: 10 });
  const invitations = useEmployerInvitations(employerId, paging);
  const revoke = useRevokeEmployerInvitation();
  const notified = useNotifiedAction();
  // The invitation stays named while the dialog fades out.
  usePreloadOnceDrawn(ConfirmDialog);
  const [revoking, setRevoking] = useState<{ invitation: EmployerInvitation | null; open: boolean }>({
    invitation: null,
    open: false,
  });
  const closeRevoke = () => {
    setRevoking((current) => ({ ...current, open: false }));
  };
  const rows = invitations.data?.data ?? [];

  const confirmRevoke = async () => {
    const { invitation } = revoking;
    if (!invitation) return;
    const revoked = await notified(
      () => revoke.mutateAsync({ employerId, invitationId: invitation.id }),
      t('employers.notifications.invitationRevoked', { email: invitation.email }),
    );
    // The last row of a later page is gone: show the page before it.
    if (revoked && rows.length === 1 && paging.page > 1)
      setPaging((current) => ({ ...current, page: current.page - 1 }));
    closeRevoke();
  };

  if (!invitations.isError && rows.length === 0 && !revoking.open) return null;

  return (
    <Stack component="section" spacing={1} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component={heading} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('employers.invitations.title')}
      </Typography>
      {invitations.isError ? (
        <ListLoadError error={invitations.error} retry={() => void invitations.refetch()} />
      ) : null}
      {rows.length > 0 ? (
        <PlainTable
          fields="employers.users"
          columns={[
            'email',
            'name',
            'role',
            { id: 'expiry', label: t('employers.invitations.expiry') },
            canDelete && { id: 'actions', align: 'right' },
          ]}
          labelledBy={`${id}-title`}
          busy={invitations.isFetching}
          footer={
            (invitations.data?.meta.total ?? 0) > paging.per_page || paging.page > 1 ? (
              <ListPagination
                total={invitations.data?.meta.total ?? 0}
                page={paging.page}
                perPage={paging.per_page}
                pageSizes={INVITATION_PAGE_SIZES}
                onChange={(change) => {
                  setPaging((current) =>
                    'page' in change ? { ...current, page: change.page } : { page: 1, per_page: change.perPage },
                  );
                }}
              />
            ) : null
          }
        >
          {rows.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                {invitation.email}
              </TableCell>
              <TableCell>{invitation.name}</TableCell>
              <TableCell>{labels.role(invitation.role)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {invitation.status === 'expired' ? (
                  <Typography component="span" variant="body2" color="error">
                    {t('employers.invitations.expired', { date: format.date(invitation.expires_at) })}
                  </Typography>
                ) : (
                  t('employers.invitations.expires', { date: format.date(invitation.expires_at) })
                )}
              </TableCell>
              {canDelete ? (
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      setRevoking({ invitation, open: true });
                    }}
                    aria-label={t('employers.invitations.revokeFor', { email: invitation.email })}
                  >
                    {t('employers.invitations.revoke')}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </PlainTable>
      ) : null}
      <PopupOnDemand open={revoking.open}>
        <ConfirmDialog
          open={revoking.open}
          title={t('employers.invitations.revokeTitle')}
          description={t('employers.invitations.revokeDescription', { email: revoking.invitation?.email ?? '' })}
          confirmLabel={t('employers.invitations.revoke')}
          destructive
          loading={revoke.isPending}
          onConfirm={() => void confirmRevoke()}
          onClose={closeRevoke}
        />
      </PopupOnDemand>
    </Stack>
  );
}
