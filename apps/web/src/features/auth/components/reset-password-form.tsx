import { MESSAGES, ResetPasswordSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useResetPassword } from '../api/password-reset';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onSuccess: (message: string) => void;
}

/** The new password for the token and email of the reset link. */
export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const reset = useResetPassword();
  const form = useContractForm(ResetPasswordSchema, {
    defaultValues: { token, email, password: '', password_confirmation: '' },
    fields: ['email', 'password', 'password_confirmation'],
  });
  const errors = form.formState.errors;

  const onSubmit = form.submit(async (values) => {
    const { message } = await reset.mutateAsync(values);
    onSuccess(message);
  });

  // The token has no field of its own: a bad one is reported above the form.
  const tokenError = errors.token ? MESSAGES.resetTokenInvalid : null;
  const shown = form.alert ?? tokenError;

  return (
    <form noValidate onSubmit={onSubmit}>
      {shown ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(shown)}
        </Alert>
      ) : null}
      <TextInput
        register={form.register}
        name="email"
        type="email"
        label={t('auth.resetPassword.email')}
        autoComplete="username"
        error={errors.email?.message}
      />
      <NewPasswordFields
        register={form.register}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
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
