import type { ConsultantDetail } from '@portal/contract';
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
import { useConsultant } from '../api/get-consultant';

interface ConsultantLoaderProps {
  id: number | null;
  backTo: string;
  children: (consultant: ConsultantDetail) => ReactNode;
}

/** Loads one consultant: spinner, a not-found page (a 404, or an id that is not a number), or a retryable error. */
export function ConsultantLoader({ id, backTo, children }: ConsultantLoaderProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const consultant = useConsultant(id ?? 0, id !== null);
  const notFound = id === null || (isApiError(consultant.error) && consultant.error.status === 404);

  if (notFound) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t('consultants.detail.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{t('consultants.detail.notFound')}</Typography>
        <Button component={RouterLink} to={backTo} variant="contained">
          {t('consultants.actions.backToList')}
        </Button>
      </Stack>
    );
  }
  if (consultant.isPending) return <PageSpinner fullScreen={false} />;
  if (consultant.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void consultant.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {translate(errorMessage(consultant.error))}
      </Alert>
    );
  }
  return <>{children(consultant.data)}</>;
}

/** The numeric id of a route param, or null. */
export function consultantIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2147483647 ? id : null;
}
