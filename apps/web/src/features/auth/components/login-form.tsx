import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Token } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { TextInput } from '../../../components/form/text-input';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { applyFieldErrors, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

type LoginInput = z.input<typeof LoginSchema>;

/** Email and password; 422 errors go under their fields, anything else (429, …) in an alert. */
export function LoginForm({ onSuccess }: { onSuccess: (token: Token) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      onSuccess(await login.mutateAsync(values));
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'password'])) setAlert(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {alert ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(alert)}
        </Alert>
      ) : null}
      <TextInput
        register={register}
        name="email"
        type="email"
        label={t('auth.login.email')}
        autoComplete="username"
        error={errors.email?.message}
      />
      <TextInput
        register={register}
        name="password"
        type="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
      />
      <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', my: 1 }}>
        {t('auth.login.forgotPassword')}
      </Link>
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
