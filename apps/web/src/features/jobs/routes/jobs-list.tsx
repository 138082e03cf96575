import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { useCan } from '../../../lib/session-context';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { useJobPaths } from '../hooks/use-job-paths';

/** /:account/:site/jobs — the site's jobs (an employer's user: its employer's), read jobs. */
export function JobsListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useJobPaths();
  const columns = useJobColumns(paths.detail);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('jobs.title')}
        actions={
          can('create', 'jobs') ? (
            <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
              {t('jobs.actions.create')}
            </Button>
          ) : null
        }
      />
      <ResourceList
        api={jobsApi}
        columns={columns}
        rowHref={(row) => paths.detail(row.uuid)}
        filters={(list) => <JobListFilters list={list} />}
      />
    </Stack>
  );
}
