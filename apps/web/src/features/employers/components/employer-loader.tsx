import type { EmployerDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useEmployer } from '../api/get-employer';

interface EmployerLoaderProps {
  id: number | null;
  /** Where "back" goes when the employer cannot be shown. */
  backTo?: string;
  children: (employer: EmployerDetail) => ReactNode;
}

/** Loads one employer: spinner, a not-found page (a 404, or an id that is not a number), or a retryable error. */
export function EmployerLoader({ id, backTo, children }: EmployerLoaderProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const employer = useEmployer(id ?? 0, id !== null);
  const notFound = id === null || (isApiError(employer.error) && employer.error.status === 404);

  if (notFound) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t('employers.detail.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{t('employers.detail.notFound')}</Typography>
        {backTo ? (
          <Button component={RouterLink} to={backTo} variant="contained">
            {t('employers.actions.backToList')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  if (employer.isPending) return <PageSpinner fullScreen={false} />;
  if (employer.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void employer.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {translate(errorMessage(employer.error))}
      </Alert>
    );
  }
  return <>{children(employer.data)}</>;
}

/** The numeric id of a route param, or null. */
export function employerIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2147483647 ? id : null;
}
