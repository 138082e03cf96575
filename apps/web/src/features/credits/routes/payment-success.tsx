import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ListLoadError } from '../../../components/list/list-load-error';
import { PageHeader } from '../../../components/page/page-header';
import { isApiError } from '../../../lib/api-client';
import { creditKeys } from '../api/keys';
import { employerLedgerKey } from '../api/ledger-resource';
import { PurchaseResult } from '../components/purchase-result';
import { useCreditPaths } from '../hooks/use-credit-paths';
import { PAYMENT_POLLING, usePurchaseStatus, type PollTiming } from '../hooks/use-purchase-status';

const uuidOf = (value: string | null) => (z.uuid().safeParse(value).success ? value : null);

/** The wait for the provider's confirmation, announced to screen readers as it changes. */
function Waiting() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress size={32} aria-hidden />
      <div>
        <Typography component="h2" variant="h6">
          {t('credits.payment.pendingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('credits.payment.pending')}</Typography>
      </div>
    </Stack>
  );
}

/**
 * /:account/:site/credit-system/payment-success?purchase= (spec §2): where the checkout returns.
 * Credits are added by the provider's verified webhook, so the page waits for it: pending, then
 * paid (the new balance) or failed; after a minute still pending, it says so and offers to check again.
 */
export function PaymentSuccessRoute({ timing = PAYMENT_POLLING }: { timing?: PollTiming }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paths = useCreditPaths();
  const uuid = uuidOf(useSearchParams()[0].get('purchase'));
  const { query, gaveUp, checkAgain } = usePurchaseStatus(uuid, timing);
  const detail = query.data;
  const status = detail?.purchase.status;
  const employerId = detail?.purchase.employer.id;

  useEffect(() => {
    // The balance and history shown elsewhere now miss the purchase.
    if (status === 'paid' && employerId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: creditKeys.employer(employerId) });
      void queryClient.invalidateQueries({ queryKey: employerLedgerKey(employerId) });
    }
  }, [status, employerId, queryClient]);

  let content;
  if (uuid === null) content = <Alert severity="info">{t('credits.payment.missing')}</Alert>;
  else if (query.isError && isApiError(query.error) && query.error.status === 404)
    content = <Alert severity="warning">{t('credits.payment.notFound')}</Alert>;
  else if (query.isError)
    content = (
      <ListLoadError message={t('credits.payment.loadError')} error={query.error} retry={() => void query.refetch()} />
    );
  else if (!detail || (status === 'pending' && !gaveUp)) content = <Waiting />;
  else if (status === 'pending')
    content = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={checkAgain}>
            {t('credits.payment.checkAgain')}
          </Button>
        }
      >
        <AlertTitle>{t('credits.payment.stillPendingTitle')}</AlertTitle>
        {t('credits.payment.stillPending')}
      </Alert>
    );
  else
    content = (
      <PurchaseResult
        detail={detail}
        ledgerPath={paths.listOf(detail.purchase.employer.id)}
        createPath={paths.createFor(detail.purchase.employer.id)}
      />
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('credits.payment.title')} />
      <div role="status" aria-live="polite" aria-atomic="false">
        {content}
      </div>
      {uuid === null || status !== 'paid' ? (
        <div>
          <Button component={RouterLink} to={paths.list}>
            {t('credits.buy.back')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
