import type { Job } from '@portal/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { useFormatters } from '../../../hooks/use-formatters';
import { useCan } from '../../../lib/session-context';

/** The job's applications count, a link to the applications list filtered to the job for those who may read it. */
export function JobApplicationsLink({ job }: { job: Pick<Job, 'uuid' | 'applications_count'> }) {
  const format = useFormatters();
  const can = useCan();
  const paths = useApplicationPaths();
  const count = format.number(job.applications_count);
  if (!can('read', 'applications')) return <>{count}</>;
  return (
    <Link component={RouterLink} to={paths.ofJob(job.uuid)}>
      {count}
    </Link>
  );
}
