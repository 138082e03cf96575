import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { candidateViewQueries } from '../../api/impersonation/candidate-view';
import { useAuth } from '../../lib/auth-store';
import { useSession } from '../../lib/session-context';
import { LtrText } from '../text/ltr-text';
import { useExitImpersonation } from './use-exit-impersonation';

/**
 * On every signed-in page while impersonating (spec §2, §4): who is being impersonated, by whom,
 * and Exit, which gives the parent session back and returns to the page it left (decision 0052).
 */
export function ImpersonationBanner() {
  const auth = useAuth();
  const { me } = useSession();
  if (auth?.candidate) return <CandidateBanner token={auth.candidate.access_token} />;
  if (!auth?.parent || !me?.impersonator) return null;
  return (
    <Banner text="impersonation.banner.user" name={me.name} email={me.email} impersonator={me.impersonator.name} />
  );
}

function CandidateBanner({ token }: { token: string }) {
  const { data } = useQuery(candidateViewQueries.me(token));
  if (!data) return <Banner text="impersonation.banner.candidateLoading" />;
  return (
    <Banner
      text="impersonation.banner.candidate"
      name={data.name}
      email={data.email}
      impersonator={data.impersonator.name}
    />
  );
}

interface BannerProps {
  text: string;
  name?: string;
  email?: string;
  impersonator?: string;
}

function Banner({ text, name, email, impersonator }: BannerProps) {
  const { t } = useTranslation();
  const exit = useExitImpersonation();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={t('impersonation.banner.label')}
      // The standard (not filled) warning keeps its text above 4.5:1 in both themes.
      sx={{ borderRadius: 0, alignItems: 'center', borderBottom: 1, borderColor: 'warning.main' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={exit.isPending}
          onClick={() => {
            exit.mutate();
          }}
        >
          {t('impersonation.banner.exit')}
        </Button>
      }
    >
      {t(text, { name, impersonator })}
      {email ? (
        <>
          {' '}
          (<LtrText>{email}</LtrText>)
        </>
      ) : null}
    </Alert>
  );
}
