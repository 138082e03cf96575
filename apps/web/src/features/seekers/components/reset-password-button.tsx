import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useResetSeekerPassword } from '../api/seeker-actions';

/** Mails the seeker a reset link after a confirmation naming them; the snackbar says it was sent. */
export function ResetPasswordButton({ uuid, name }: { uuid: string; name: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const reset = useResetSeekerPassword(uuid);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await reset.mutateAsync();
      notify({ type: 'success', message: t('seekers.notifications.passwordReset', { name }) });
      setAsking(false);
    } catch (error) {
      notify({ type: 'error', message: translate(errorMessage(error)) });
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('seekers.actions.resetPassword')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('seekers.confirm.resetPasswordTitle')}
        description={t('seekers.confirm.resetPassword', { name })}
        confirmLabel={t('seekers.actions.resetPassword')}
        loading={reset.isPending}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAsking(false);
        }}
      />
    </>
  );
}
