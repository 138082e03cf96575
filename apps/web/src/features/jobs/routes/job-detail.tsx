import { ResourceDetailRoute } from '../../../components/resource/resource-loader';
import { jobsApi } from '../api/job-resource';
import { JobDetailView } from '../components/job-detail-view';
import { useJobPaths } from '../hooks/use-job-paths';

/** /:account/:site/jobs/:id — one job by its uuid (read jobs); another site's or an unknown one is not found. */
export function JobDetailRoute() {
  const paths = useJobPaths();
  return (
    <ResourceDetailRoute api={jobsApi} backTo={paths.list}>
      {(job) => <JobDetailView job={job} paths={paths} />}
    </ResourceDetailRoute>
  );
}
