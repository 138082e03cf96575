import { MESSAGES, ResetPasswordSchema } from '@portal/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useResetPassword } from '../api/password-reset';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onSuccess: (message: string) => void;
}

/** The new password for the token and email of the reset link. */
export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
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

  // The token has no field of its own: a bad one is reported above the form.
  const tokenError = form.formState.errors.token ? MESSAGES.resetTokenInvalid : null;
  const shown = form.alert ?? tokenError;

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert message={shown} sx={{ mb: 1 }} />
      <TextInput {...form.field('email')} type="email" label={t('auth.resetPassword.email')} autoComplete="username" />
      <NewPasswordFields
        form={form}
        labels={{
          password: t('auth.resetPassword.password'),
          confirmation: t('auth.resetPassword.passwordConfirmation'),
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={form.formState.isSubmitting}
        sx={{ mt: 2 }}
      >
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
