import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { candidateViewQueries } from '../../../api/impersonation/candidate-view';
import { PageHeader } from '../../../components/page/page-header';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { CandidateApplications } from '../components/candidate-applications';
import { CandidateProfile } from '../components/candidate-profile';

/** /impersonate/candidate: the open candidate view (decision 0052); the banner above has Exit. */
export function CandidateViewRoute() {
  const { t } = useTranslation();
  const token = useAuth()?.candidate?.access_token;
  if (!token) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <PageHeader title={t('candidateView.title')} />
        <Alert severity="info">{t('candidateView.none')}</Alert>
        <Button component={Link} to="/" variant="outlined">
          {t('common.backHome')}
        </Button>
      </Stack>
    );
  }
  return <CandidateView token={token} />;
}

function CandidateView({ token }: { token: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const me = useQuery(candidateViewQueries.me(token));
  const applications = useQuery(candidateViewQueries.applications(token));
  const failed = me.error ?? applications.error;
  if (failed) {
    // A 401: the look has ended (expired, or the staff session behind it); Exit in the banner returns.
    const ended = isApiError(failed) && failed.status === 401;
    return (
      <Stack spacing={2}>
        <PageHeader title={t('candidateView.title')} />
        <Alert
          severity="error"
          action={
            ended ? undefined : (
              <Button
                color="inherit"
                size="small"
                onClick={() => void Promise.all([me.refetch(), applications.refetch()])}
              >
                {t('common.retry')}
              </Button>
            )
          }
        >
          {ended ? t('candidateView.ended') : translate(errorMessage(failed))}
        </Alert>
      </Stack>
    );
  }
  if (!me.data || !applications.data) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <PageHeader
        title={<bdi>{me.data.name}</bdi>}
        subtitle={t('candidateView.subtitle', { name: me.data.name, site: me.data.site.title })}
      />
      <CandidateProfile candidate={me.data} />
      <CandidateApplications applications={applications.data} />
    </Stack>
  );
}
