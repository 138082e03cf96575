import { MESSAGES } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { setFlash } from '../../../lib/flash';
import { LOGIN_PATH } from '../../../lib/login-path';
import { notify } from '../../../lib/notifications';
import { pageNavigation } from '../../../lib/page-navigation';
import { useInvitation } from '../api/get-invitation';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { AuthCard } from '../components/auth-card';
import { ListLoadError } from '../../../components/list/list-load-error';

function InvalidInvitation() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Alert severity="error">
      {translate(MESSAGES.invitationInvalid)}{' '}
      <Link component={RouterLink} to={LOGIN_PATH} reloadDocument color="inherit" underline="always">
        {t('auth.acceptInvitation.signIn')}
      </Link>
    </Alert>
  );
}

/**
 * /accept-invitation?token=… (the link of the invitation mail). Public: a visitor signed in (as
 * anyone) stays signed in and goes home; otherwise the sign-in page shows the outcome.
 */
export function AcceptInvitationRoute() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const signedIn = useAuth() !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onSuccess = (message: string) => {
    if (signedIn) {
      // The new membership may be this user's own: reload who they are.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      notify({ type: 'success', message: translate(message) });
      void navigate('/', { replace: true });
      return;
    }
    // The sign-in page is its own document: the message travels with it as a one-shot flash.
    setFlash({ type: 'success', message });
    pageNavigation.replace(LOGIN_PATH);
  };

  let content;
  if (token === '' || (isApiError(invitation.error) && invitation.error.status === 422)) {
    content = <InvalidInvitation />;
  } else if (invitation.isError) {
    content = <ListLoadError error={invitation.error} retry={() => void invitation.refetch()} />;
  } else if (!invitation.data) {
    content = <PageSpinner fullScreen={false} />;
  } else {
    const { employer, role, email } = invitation.data;
    content = (
      <>
        <Typography sx={{ mb: 1 }}>
          {t('auth.acceptInvitation.invited', { employer, role: t(`employers.users.roles.${role}`) })}
        </Typography>
        <Typography color="text.secondary">
          {t('auth.acceptInvitation.sentTo')} <bdi>{email}</bdi>
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {invitation.data.needs_password
            ? t('auth.acceptInvitation.choosePassword')
            : t('auth.acceptInvitation.existingAccount')}
        </Typography>
        <AcceptInvitationForm token={token} invitation={invitation.data} onSuccess={onSuccess} />
      </>
    );
  }

  return <AuthCard title={t('auth.acceptInvitation.title')}>{content}</AuthCard>;
}
