import { JOB_TRANSITIONS } from '@portal/contract';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { useJobMoves } from '../components/job-moves';
import { useJobPaths } from '../hooks/use-job-paths';

// The list's bulk moves: expire, unlist and relist (approve and reject are the hold queue's).
const LISTED = transitionsFrom(JOB_TRANSITIONS, ['live', 'unlisted']);

/** /:account/:site/jobs — the site's jobs (an employer's user: its employer's), read jobs. */
export function JobsListRoute() {
  const paths = useJobPaths();
  return (
    <ResourceListPage
      api={jobsApi}
      create
      columns={useJobColumns(paths.detail)}
      bulk={{ ...useJobMoves(), names: LISTED }}
      filters={(list) => <JobListFilters list={list} />}
    />
  );
}
