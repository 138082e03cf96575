import { ForgotPasswordSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useForgotPassword } from '../api/password-reset';
import { AuthSubmitButton } from './token-form';

/** Asks for a reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    submit,
    alert,
    formState: { errors, isSubmitting },
  } = useContractForm(ForgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = submit(async (values) => {
    setSent(null);
    const { message } = await forgot.mutateAsync(values);
    setSent(message);
  });
  const outcome = alert
    ? { severity: 'error' as const, message: alert }
    : sent
      ? { severity: 'success' as const, message: sent }
      : null;

  return (
    <form noValidate onSubmit={onSubmit}>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'} sx={{ mb: 1 }}>
          {translate(outcome.message)}
        </Alert>
      ) : null}
      <TextInput
        register={register}
        name="email"
        type="email"
        label={t('auth.forgotPassword.email')}
        autoComplete="email"
        error={errors.email?.message}
      />
      <AuthSubmitButton submitting={isSubmitting}>{t('auth.forgotPassword.submit')}</AuthSubmitButton>
    </form>
  );
}
