import { MESSAGES, ResetPasswordSchema } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useResetPassword } from '../api/password-reset';
import { AuthSubmitButton, TokenFormAlert, type TokenFormProps } from './token-form';

/** The new password for the token and email of the reset link. */
export function ResetPasswordForm({ token, email, onSuccess }: TokenFormProps & { email: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useContractForm(ResetPasswordSchema, {
    defaultValues: { token, email, password: '', password_confirmation: '' },
    fields: ['email', 'password', 'password_confirmation'],
  });

  const onSubmit = form.submit(async (values) => {
    const { message } = await reset.mutateAsync(values);
    onSuccess(message);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <TokenFormAlert form={form} invalid={MESSAGES.resetTokenInvalid} />
      <TextInput {...form.field('email')} type="email" label={t('auth.resetPassword.email')} autoComplete="username" />
      <NewPasswordFields
        form={form}
        labels={{
          password: t('auth.resetPassword.password'),
          confirmation: t('auth.resetPassword.passwordConfirmation'),
        }}
      />
      <AuthSubmitButton submitting={form.formState.isSubmitting}>{t('auth.resetPassword.submit')}</AuthSubmitButton>
    </form>
  );
}
