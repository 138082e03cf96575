import { useTranslation } from 'react-i18next';
import { HoldQueue } from '../../../components/resource/hold-queue';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { JOB_DONE, useJobTransitionLooks } from '../components/job-transition-looks';
import { useJobPaths } from '../hooks/use-job-paths';

/** /:account/:site/jobs/hold — jobs awaiting approval (staff who moderate: approve or reject one or many). */
export function JobsHoldRoute() {
  const { t } = useTranslation();
  const paths = useJobPaths();
  const columns = useJobColumns(paths.detail);
  const looks = useJobTransitionLooks();
  return (
    <HoldQueue
      api={jobsApi}
      title={t('jobs.hold.title')}
      subtitle={t('jobs.hold.subtitle')}
      label={t('jobs.hold.gridLabel')}
      columns={columns}
      columnsKey="jobs-on-hold"
      rowHref={(row) => paths.detail(row.uuid)}
      looks={looks}
      done={JOB_DONE}
      filters={(list) => <JobListFilters list={list} status={false} />}
    />
  );
}
