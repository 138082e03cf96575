import {
  CONSULTANT_TRANSITION_NAMES,
  CONSULTANT_TRANSITIONS,
  consultantStatusOf,
  type ConsultantDetail,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TypedConfirmDialog } from '../../../components/confirm/typed-confirm-dialog';
import { TransitionActions } from '../../../components/list/transition-actions';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';
import { useDeleteConsultant } from '../api/delete-consultant';
import { useConsultantTransitionLook, useRunConsultantTransition } from '../hooks/use-consultant-transitions';

interface ConsultantActionsProps {
  consultant: ConsultantDetail;
  editPath: string;
  listPath: string;
}

/** Edit, activate/deactivate (from the contract's table) and delete after typing the name. */
export function ConsultantActions({ consultant, editPath, listPath }: ConsultantActionsProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const can = useCan();
  const navigate = useNavigate();
  const { run, pending } = useRunConsultantTransition();
  const look = useConsultantTransitionLook({ name: consultant.name });
  const { mutation: remove, forget } = useDeleteConsultant();
  const [deleting, setDeleting] = useState(false);

  const destroy = async () => {
    try {
      await remove.mutateAsync(consultant.id);
      notify({ type: 'success', message: t('consultants.notifications.deleted', { name: consultant.name }) });
      await navigate(listPath, { replace: true });
      forget(consultant.id);
    } catch (error) {
      notify({ type: 'error', message: translate(errorMessage(error)) });
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
      aria-label={t('consultants.detail.actions')}
    >
      {can('update', 'consultants') ? (
        <Button component={RouterLink} to={editPath} variant="contained">
          {t('consultants.actions.edit')}
        </Button>
      ) : null}
      <TransitionActions
        transitions={CONSULTANT_TRANSITIONS}
        names={CONSULTANT_TRANSITION_NAMES}
        status={consultantStatusOf(consultant)}
        look={look}
        pending={pending}
        run={(transition) => run({ transition, ids: [consultant.id] })}
      />
      {can('delete', 'consultants') ? (
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setDeleting(true);
          }}
        >
          {t('consultants.actions.delete')}
        </Button>
      ) : null}
      <TypedConfirmDialog
        open={deleting}
        title={t('consultants.confirm.deleteTitle')}
        description={t('consultants.confirm.deleteDescription', { name: consultant.name })}
        label={consultant.name}
        confirmLabel={t('consultants.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void destroy()}
        onClose={() => {
          setDeleting(false);
        }}
      />
    </Stack>
  );
}
