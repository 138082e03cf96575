import type { Job } from '@portal/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { useFormatters } from '../../../hooks/use-formatters';
import { useCan } from '../../../lib/session-context';

/**
 * The job's applications count, a link to the applications list filtered to the job for those who
 * may read it, and beside it a link to the job's pipeline board (decision 0050).
 */
export function JobApplicationsLink({ job }: { job: Pick<Job, 'uuid' | 'applications_count'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const can = useCan();
  const paths = useApplicationPaths();
  const count = format.number(job.applications_count);
  if (!can('read', 'applications')) return <>{count}</>;
  return (
    <Stack direction="row" spacing={2} component="span">
      <Link component={RouterLink} to={paths.ofJob(job.uuid)}>
        {count}
      </Link>
      <Link component={RouterLink} to={paths.boardOf(job.uuid)}>
        {t('jobs.pipeline')}
      </Link>
    </Stack>
  );
}
