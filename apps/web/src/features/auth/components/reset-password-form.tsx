import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ResetPasswordSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextInput } from '../../../components/form/text-input';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { applyFieldErrors, errorMessage } from '../../../lib/api-client';
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
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ResetPasswordSchema>, unknown, z.output<typeof ResetPasswordSchema>>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { message } = await reset.mutateAsync(values);
      onSuccess(message);
    } catch (error) {
      const applied = applyFieldErrors(error, setError, ['email', 'password', 'password_confirmation']);
      if (!applied) setAlert(errorMessage(error));
    }
  });

  // The token has no field of its own: a bad one is reported above the form.
  const tokenError = errors.token ? MESSAGES.resetTokenInvalid : null;
  const shown = alert ?? tokenError;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
