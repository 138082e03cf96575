import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBrandingTexts } from '../../../hooks/use-branding-texts';
import { LOGIN_PATH } from '../../../lib/login-path';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const texts = useBrandingTexts('forgot_password');
  return (
    <AuthCard
      title={texts.title || t('auth.forgotPassword.title')}
      subtitle={texts.subtitle || t('auth.forgotPassword.subtitle')}
    >
      <ForgotPasswordForm />
      <Link component={RouterLink} to={LOGIN_PATH} reloadDocument sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
        {t('auth.forgotPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
