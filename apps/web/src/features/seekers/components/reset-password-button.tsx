import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm/confirm-button';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useResetSeekerPassword } from '../api/seeker-actions';

/**
 * Mails the seeker a reset link after a confirmation naming them; the snackbar says it was sent. A
 * refusal leaves the question open, so it can be asked again.
 */
export function ResetPasswordButton({ uuid, name }: { uuid: string; name: string }) {
  const { t } = useTranslation();
  const notified = useNotifiedAction();
  const reset = useResetSeekerPassword(uuid);
  return (
    <ConfirmButton
      variant="outlined"
      question={{
        title: t('seekers.confirm.resetPasswordTitle'),
        description: t('seekers.confirm.resetPassword', { name }),
        confirmLabel: t('seekers.actions.resetPassword'),
      }}
      loading={reset.isPending}
      onConfirm={() => notified(() => reset.mutateAsync(), t('seekers.notifications.passwordReset', { name }))}
    >
      {t('seekers.actions.resetPassword')}
    </ConfirmButton>
  );
}
