import { JOB_TRANSITIONS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { PageHeader } from '../../../components/page/page-header';
import { ListPageActions } from '../../../components/resource/list-page-actions';
import { ResourceList } from '../../../components/resource/resource-list';
import { jobsApi } from '../api/job-resource';
import { useJobColumns } from '../components/job-columns';
import { JobListFilters } from '../components/job-list-filters';
import { JOB_DONE, useJobTransitionLooks } from '../components/job-transition-looks';
import { useJobPaths } from '../hooks/use-job-paths';

// The list's bulk moves: expire, unlist and relist (approve and reject are the hold queue's).
const LISTED = transitionsFrom(JOB_TRANSITIONS, ['live', 'unlisted']);

/** /:account/:site/jobs — the site's jobs (an employer's user: its employer's), read jobs. */
export function JobsListRoute() {
  const { t } = useTranslation();
  const paths = useJobPaths();
  const columns = useJobColumns(paths.detail);
  const looks = useJobTransitionLooks();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('jobs.title')}
        actions={<ListPageActions api={jobsApi} create={{ path: paths.create, label: t('jobs.actions.create') }} />}
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
