import { FLAG_REASONS, type FlaggedJob } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { onDemand, usePreloadOnceDrawn } from '../../../components/on-demand/on-demand';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { flaggedJobsApi } from '../api/flagged-job-resource';
import { useFlaggedJobColumns } from '../components/flagged-job-columns';
import { useDismissMoves } from '../components/flagged-job-looks';

// A row's reports open in a dialog whose code loads once the list is drawn, not with it (decision 0017).
const FlaggedJobDialog = onDemand(() => import('../components/flagged-job-dialog').then((m) => m.FlaggedJobDialog));

/**
 * /:account/:site/jobs/flagged-jobs — jobs candidates reported (staff who moderate jobs): the
 * latest report of each, sorted and paged; a row opens every open report with dismiss, unlist and
 * expire; dismiss also in bulk.
 */
export function FlaggedJobsListRoute() {
  const { t } = useTranslation();
  const { account = '', site = '' } = useParams();
  const [open, setOpen] = useState<FlaggedJob | null>(null);
  const jobPath = useCallback(
    (uuid: string) => `/${encodeURIComponent(account)}/${encodeURIComponent(site)}/jobs/${encodeURIComponent(uuid)}`,
    [account, site],
  );
  const columns = useFlaggedJobColumns(jobPath, setOpen);
  usePreloadOnceDrawn(FlaggedJobDialog);
  const reasons = FLAG_REASONS.map((value) => ({ value, label: t(`flaggedJobs.reasons.${value}`) }));
  return (
    <Stack spacing={3}>
      <PageHeader title={t('flaggedJobs.title')} subtitle={t('flaggedJobs.subtitle')} />
      <ResourceList
        api={flaggedJobsApi}
        columns={columns}
        onRowOpen={setOpen}
        bulk={useDismissMoves()}
        filters={(list) => (
          <ResourceFilters
            list={list}
            strings="flaggedJobs.list"
            hint={false}
            selects={[{ filter: 'reason', label: t('flaggedJobs.fields.reason'), options: reasons }]}
          />
        )}
      />
      <Suspense fallback={null}>
        {open ? (
          <FlaggedJobDialog
            row={open}
            onClose={() => {
              setOpen(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
