import { JOB_TRANSITIONS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { JOB_DONE, useJobTransitionLooks } from '../components/job-transition-looks';
import { useJobPaths } from '../hooks/use-job-paths';

const ON_HOLD = transitionsFrom(JOB_TRANSITIONS, ['on_hold']);
/** The queue fixes the status itself: its filter is not in the URL. */
export const JOBS_ON_HOLD_OMITS = ['status'] as const;

/** /:account/:site/jobs/hold — jobs awaiting approval (staff who moderate: approve or reject one or many). */
export function JobsHoldRoute() {
  const { t } = useTranslation();
  const paths = useJobPaths();
  const columns = useJobColumns(paths.detail);
  const looks = useJobTransitionLooks();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('jobs.hold.title')} subtitle={t('jobs.hold.subtitle')} />
      <ResourceList
        api={jobsApi}
        view="on-hold"
        omit={JOBS_ON_HOLD_OMITS}
        label={t('jobs.hold.gridLabel')}
        columns={columns}
        columnsKey="jobs-on-hold"
        rowHref={(row) => paths.detail(row.uuid)}
        bulk={{ looks, done: JOB_DONE, names: ON_HOLD }}
        filters={(list) => <JobListFilters list={list} status={false} />}
      />
    </Stack>
  );
}
