import { HoldQueue } from '../../../components/resource/hold-queue';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { useJobMoves } from '../components/job-moves';
import { useJobPaths } from '../hooks/use-job-paths';

/** /:account/:site/jobs/hold — jobs awaiting approval (staff who moderate: approve or reject one or many). */
export function JobsHoldRoute() {
  const paths = useJobPaths();
  return (
    <HoldQueue
      api={jobsApi}
      columns={useJobColumns(paths.detail)}
      moves={useJobMoves()}
      filters={(list) => <JobListFilters list={list} status={false} />}
    />
  );
}
