import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextInput } from '../../../components/form/text-input';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { applyFieldErrors, errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/password-reset';

type Outcome = { severity: 'success' | 'error'; message: string };

/** Asks for a reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, z.output<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { message } = await forgot.mutateAsync(values);
      setOutcome({ severity: 'success', message });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) setOutcome({ severity: 'error', message: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
