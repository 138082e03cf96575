import { JOB_TRANSITIONS } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { useListParams } from '../../../hooks/use-list-params';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { jobResource, jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { JOB_DONE, useJobTransitionLooks } from '../components/job-transition-looks';
import { useJobPaths } from '../hooks/use-job-paths';

// The list's bulk moves: expire, unlist and relist (approve and reject are the hold queue's).
const LISTED = transitionsFrom(JOB_TRANSITIONS, ['live', 'unlisted']);

/** /:account/:site/jobs — the site's jobs (an employer's user: its employer's), read jobs. */
export function JobsListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useJobPaths();
  const columns = useJobColumns(paths.detail);
  const { state } = useListParams(jobResource.list);
  const looks = useJobTransitionLooks();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('jobs.title')}
        actions={
          <>
            {can('export', 'jobs') ? <ExportButton start={() => jobsApi.exportList(toExportBody(state))} /> : null}
            {can('create', 'jobs') ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t('jobs.actions.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <ResourceList
        api={jobsApi}
        columns={columns}
        rowHref={(row) => paths.detail(row.uuid)}
        bulk={{ looks, done: JOB_DONE, names: LISTED }}
        filters={(list) => <JobListFilters list={list} />}
      />
    </Stack>
  );
}
