import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useResetSeekerPassword } from '../api/seeker-actions';

/** Mails the seeker a reset link after a confirmation naming them; the snackbar says it was sent. */
export function ResetPasswordButton({ uuid, name }: { uuid: string; name: string }) {
  const { t } = useTranslation();
  const notified = useNotifiedAction();
  const reset = useResetSeekerPassword(uuid);
  const [asking, setAsking] = useState(false);
  // A refusal leaves the question open, so it can be asked again.
  const confirm = async () => {
    if (await notified(() => reset.mutateAsync(), t('seekers.notifications.passwordReset', { name }))) setAsking(false);
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
