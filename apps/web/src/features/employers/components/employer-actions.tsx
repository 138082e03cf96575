import type { EmployerDetail } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { TypedConfirmDialog } from '../../../components/confirm/typed-confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';
import { useDeleteEmployer, useForgetEmployer } from '../api/delete-employer';
import { useRunTransition } from '../hooks/use-run-transition';
import { RejectDialog } from './reject-dialog';

export interface EmployerActionsProps {
  employer: EmployerDetail;
  /** Staff act on `employers`; an employer's own users on `employer` (edit only). */
  mode: 'staff' | 'own';
  editPath: string;
  /** Where to go once the employer is deleted. */
  listPath: string;
}

type Dialog = 'disable' | 'reject' | 'delete' | null;

/** The actions the viewer may take on this employer in its current status. */
export function EmployerActions({ employer, mode, editPath, listPath }: EmployerActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const { run, pending } = useRunTransition();
  const remove = useDeleteEmployer();
  const forget = useForgetEmployer();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => { setDialog(null); };
  const ids = [employer.id];
  const staff = mode === 'staff';
  const canEdit = can('update', staff ? 'employers' : 'employer');
  const canSwitch = staff && can('update', 'employers');
  const canApprove = staff && can('approve', 'employers') && employer.status === 'on_hold';
  const canDelete = staff && can('delete', 'employers');

  const transition = async (name: 'approve' | 'enable' | 'disable' | 'reject', reason?: string) => {
    if (await run({ transition: name, ids, reason })) close();
    else if (name === 'disable') close();
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync(employer.id);
      notify({ type: 'success', message: t('employers.notifications.deleted', { name: employer.business_name }) });
      await navigate(listPath, { replace: true });
      forget(employer.id);
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
      close();
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('employers.detail.actions')}>
      {canEdit ? (
        <Button component={RouterLink} to={editPath} variant="contained">
          {t('employers.actions.edit')}
        </Button>
      ) : null}
      {canApprove ? (
        <>
          <Button variant="contained" color="success" loading={pending === 'approve'} onClick={() => void transition('approve')}>
            {t('employers.actions.approve')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => { setDialog('reject'); }}>
            {t('employers.actions.reject')}
          </Button>
        </>
      ) : null}
      {canSwitch && employer.status === 'disabled' ? (
        <Button variant="outlined" loading={pending === 'enable'} onClick={() => void transition('enable')}>
          {t('employers.actions.enable')}
        </Button>
      ) : null}
      {canSwitch && employer.status === 'active' ? (
        <Button variant="outlined" color="error" onClick={() => { setDialog('disable'); }}>
          {t('employers.actions.disable')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outlined" color="error" onClick={() => { setDialog('delete'); }}>
          {t('employers.actions.delete')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'disable'}
        title={t('employers.confirm.disableTitle')}
        description={t('employers.confirm.disableOne', { name: employer.business_name })}
        confirmLabel={t('employers.actions.disable')}
        destructive
        loading={pending === 'disable'}
        onConfirm={() => void transition('disable')}
        onClose={close}
      />
      <RejectDialog
        open={dialog === 'reject'}
        subject={employer.business_name}
        loading={pending === 'reject'}
        onConfirm={(reason) => void transition('reject', reason)}
        onClose={close}
      />
      <TypedConfirmDialog
        open={dialog === 'delete'}
        title={t('employers.confirm.deleteTitle')}
        description={t('employers.confirm.deleteDescription', { name: employer.business_name })}
        label={employer.business_name}
        confirmLabel={t('employers.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void destroy()}
        onClose={close}
      />
    </Stack>
  );
}
