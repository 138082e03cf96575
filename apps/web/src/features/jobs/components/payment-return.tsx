import Alert from '@mui/material/Alert';
import type { JobStatus } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { jobsApi } from '../api/job-resource';

/** How often, and how many times, the page asks again while the provider confirms a payment. */
const RECHECK_MS = 3000;
const RECHECKS = 20;

/**
 * Back from the provider's checkout (`?payment=` names the purchase, decision 0057): while the job
 * is still a draft the payment is being confirmed, and the page reads the job again until it is
 * published; then it says so.
 */
export function PaymentReturn({ uuid, status }: { uuid: string; status: JobStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const returned = useSearchParams()[0].has('payment');
  const waiting = returned && status === 'draft';
  useEffect(() => {
    if (!waiting) return;
    let left = RECHECKS;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left <= 0) window.clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: jobsApi.keys.detail(uuid) });
    }, RECHECK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [waiting, queryClient, uuid]);
  if (!returned) return null;
  return (
    <Alert severity={waiting ? 'info' : 'success'} role="status">
      {waiting ? t('jobs.publish.paymentPending') : t(`jobs.publish.done.${status}`, t('jobs.publish.paymentPending'))}
    </Alert>
  );
}
