import { EMPLOYER_TRANSITION_NAMES, EMPLOYER_TRANSITIONS, type EmployerDetail } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TypedConfirmDialog } from '../../../components/confirm/typed-confirm-dialog';
import { TransitionActions } from '../../../components/list/transition-actions';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';
import { useDeleteEmployer, useForgetEmployer } from '../api/delete-employer';
import { useEmployerTransitionLook } from '../hooks/use-employer-transition-look';
import { useRunTransition } from '../hooks/use-run-transition';

export interface EmployerActionsProps {
  employer: EmployerDetail;
  /** Staff act on `employers`; an employer's own users on `employer` (edit only). */
  mode: 'staff' | 'own';
  editPath: string;
  /** Where to go once the employer is deleted. */
  listPath: string;
}

/** The actions the viewer may take on this employer in its current status (transitions from the contract's table). */
export function EmployerActions({ employer, mode, editPath, listPath }: EmployerActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const { run, pending } = useRunTransition();
  const look = useEmployerTransitionLook({ name: employer.business_name });
  const remove = useDeleteEmployer();
  const forget = useForgetEmployer();
  const [deleting, setDeleting] = useState(false);
  const staff = mode === 'staff';
  const canEdit = can('update', staff ? 'employers' : 'employer');
  const canDelete = staff && can('delete', 'employers');

  const destroy = async () => {
    try {
      await remove.mutateAsync(employer.id);
      notify({ type: 'success', message: t('employers.notifications.deleted', { name: employer.business_name }) });
      await navigate(listPath, { replace: true });
      forget(employer.id);
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
      setDeleting(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('employers.detail.actions')}
    >
      {canEdit ? (
        <Button component={RouterLink} to={editPath} variant="contained">
          {t('employers.actions.edit')}
        </Button>
      ) : null}
      {staff ? (
        <TransitionActions
          transitions={EMPLOYER_TRANSITIONS}
          names={EMPLOYER_TRANSITION_NAMES}
          status={employer.status}
          look={look}
          pending={pending}
          run={(transition, body) => run({ transition, ids: [employer.id], body })}
        />
      ) : null}
      {canDelete ? (
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setDeleting(true);
          }}
        >
          {t('employers.actions.delete')}
        </Button>
      ) : null}
      <TypedConfirmDialog
        open={deleting}
        title={t('employers.confirm.deleteTitle')}
        description={t('employers.confirm.deleteDescription', { name: employer.business_name })}
        label={employer.business_name}
        confirmLabel={t('employers.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void destroy()}
        onClose={() => {
          setDeleting(false);
        }}
      />
    </Stack>
  );
}
