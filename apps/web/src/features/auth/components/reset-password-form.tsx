import { MESSAGES, ResetPasswordSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
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
  const {
    register,
    submit,
    alert,
    formState: { errors, isSubmitting },
  } = useContractForm(ResetPasswordSchema, {
    defaultValues: { token, email, password: '', password_confirmation: '' },
    fields: ['email', 'password', 'password_confirmation'],
  });

  const onSubmit = submit(async (values) => {
    const { message } = await reset.mutateAsync(values);
    onSuccess(message);
  });

  // The token has no field of its own: a bad one is reported above the form.
  const tokenError = errors.token ? MESSAGES.resetTokenInvalid : null;
  const shown = alert ?? tokenError;

  return (
    <form noValidate onSubmit={onSubmit}>
      {shown ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(shown)}
        </Alert>
      ) : null}
      <TextInput
        register={register}
        name="email"
        type="email"
        label={t('auth.resetPassword.email')}
        autoComplete="username"
        error={errors.email?.message}
      />
      <TextInput
        register={register}
        name="password"
        type="password"
        label={t('auth.resetPassword.password')}
        autoComplete="new-password"
        error={errors.password?.message}
      />
      <TextInput
        register={register}
        name="password_confirmation"
        type="password"
        label={t('auth.resetPassword.passwordConfirmation')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
