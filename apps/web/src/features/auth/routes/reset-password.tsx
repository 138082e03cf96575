import { MESSAGES } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { setFlash } from '../../../lib/flash';
import { LOGIN_PATH } from '../../../lib/login-path';
import { pageNavigation } from '../../../lib/page-navigation';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=…&email=… (the link of the reset mail). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const onSuccess = (message: string) => {
    // The sign-in page is its own document: the message travels with it as a one-shot flash.
    setFlash({ type: 'success', message });
    pageNavigation.replace(LOGIN_PATH);
  };

  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
      {token ? (
        <ResetPasswordForm token={token} email={email} onSuccess={onSuccess} />
      ) : (
        <Alert severity="error">
          {translate(MESSAGES.resetTokenInvalid)}{' '}
          <Link component={RouterLink} to="/forgot-password" color="inherit" underline="always">
            {t('auth.resetPassword.requestNewLink')}
          </Link>
        </Alert>
      )}
      <Link component={RouterLink} to={LOGIN_PATH} reloadDocument sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
        {t('auth.resetPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
