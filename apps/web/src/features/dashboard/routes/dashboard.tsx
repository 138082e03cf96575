import { MESSAGES } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { PageHeader } from '../../../components/page/page-header';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import { useCan, useSession } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { ApplicationsTrendChart } from '../components/applications-trend-chart';
import { CountCards } from '../components/count-cards';
import { CreditSalesCards } from '../components/credit-sales-cards';
import { CreditsTrendChart } from '../components/credits-trend-chart';
import { JobsByStatusChart } from '../components/jobs-by-status-chart';

/** The employer counts open the employers list (filtered) or the approval queue, for staff who may read it. */
function useEmployerCountLinks(): Record<string, string> {
  const can = useCan();
  const { selection } = useSession();
  if (!selection?.account || !selection.site || !can('read', 'employers')) return {};
  const list = `/${encodeURIComponent(selection.account.name)}/${encodeURIComponent(selection.site.name)}/employers`;
  return {
    employers: list,
    employers_on_hold: `${list}/hold`,
    employers_active: `${list}?filter.status=active`,
    employers_disabled: `${list}?filter.status=disabled`,
  };
}

/** The job counts open the jobs list (live; live by end date) or the hold queue, for those who may read jobs. */
function useJobCountLinks(): Record<string, string> {
  const can = useCan();
  const { selection } = useSession();
  if (!selection?.account || !selection.site || !can('read', 'jobs')) return {};
  const list = `/${encodeURIComponent(selection.account.name)}/${encodeURIComponent(selection.site.name)}/jobs`;
  return {
    jobs_live: `${list}?filter.status=live`,
    jobs_expiring_soon: `${list}?filter.status=live&sort=advert_end_date`,
    ...(can('approve', 'jobs') ? { jobs_on_hold: `${list}/hold`, jobs_flagged: `${list}/flagged-jobs` } : {}),
  };
}

/** "/": the selected account and site, with the site's counts and charts, each opening its filtered list. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { selection } = useSession();
  const dashboard = useDashboard(selection?.site?.id ?? null);
  const counts = dashboard.data?.counts ?? {};
  const links = { ...useEmployerCountLinks(), ...useJobCountLinks() };
  const data = dashboard.data;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={
          selection?.account && selection.site
            ? t('dashboard.subtitle', { account: selection.account.title, site: selection.site.title })
            : undefined
        }
      />
      <section aria-label={t('dashboard.overview')}>
        {dashboard.isPending && selection?.site ? <PageSpinner fullScreen={false} /> : null}
        {dashboard.isError ? <Alert severity="error">{translate(errorMessage(dashboard.error))}</Alert> : null}
        {!selection?.site || (dashboard.isSuccess && Object.keys(counts).length === 0) ? (
          <Typography>{translate(MESSAGES.noData)}</Typography>
        ) : null}
        {dashboard.isSuccess ? <CountCards counts={counts} links={links} /> : null}
      </section>
      <Grid container spacing={3}>
        {data?.jobs_by_status ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <JobsByStatusChart counts={data.jobs_by_status} />
          </Grid>
        ) : null}
        {data?.credits_by_day ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <CreditsTrendChart days={data.credits_by_day} />
          </Grid>
        ) : null}
        {data?.applications_by_day ? (
          <Grid size={12}>
            <ApplicationsTrendChart days={data.applications_by_day} totals={data.applications_by_status ?? {}} />
          </Grid>
        ) : null}
      </Grid>
      {data?.credit_sales ? <CreditSalesCards sales={data.credit_sales} /> : null}
    </Stack>
  );
}
