import { DEFAULT_TITLE } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM } from '../../../lib/route-guard';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useBranding } from '../../../lib/branding';
import { useBrandingTexts } from '../../../hooks/use-branding-texts';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login: after signing in, the user goes to the `to` query path when it is safe, else "/". */
export function LoginRoute() {
  const { t } = useTranslation();
  const { data: branding } = useBranding();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get(REDIRECT_PARAM)) ?? '/';
  const texts = useBrandingTexts('login');

  const onSuccess = () => {
    void navigate(target, { replace: true });
  };

  return (
    <AuthCard
      title={texts.title || t('auth.login.title', { title: branding?.title || DEFAULT_TITLE })}
      subtitle={texts.subtitle || t('auth.login.subtitle')}
    >
      <LoginForm onSuccess={onSuccess} />
    </AuthCard>
  );
}
