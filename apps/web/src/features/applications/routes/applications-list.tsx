import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applicationResource, applicationsApi } from '../../../api/applications/application-resource';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useListParams } from '../../../hooks/use-list-params';
import { useCan } from '../../../lib/session-context';
import { ApplicationBulkActions } from '../components/application-bulk-actions';
import { useApplicationColumns } from '../components/application-columns';
import { ApplicationListFilters } from '../components/application-list-filters';
import { PurgeFloodButton } from '../components/purge-flood-button';

/**
 * /:account/:site/applications — the site's applications (an employer's user: to its jobs), read
 * applications; with update, the bulk status, stage and tag changes; with export, the CSV; with
 * delete on seekers (the site's admins), the purge of a flood (decision 0062).
 * Filtered to one job, it links that job's pipeline board.
 */
export function ApplicationsListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useApplicationPaths();
  const columns = useApplicationColumns(paths.detail);
  const { state } = useListParams(applicationResource.list);
  const job = state.filter.job;
  return (
    <ResourceListPage
      api={applicationsApi}
      actions={
        <>
          {job ? (
            <Button component={RouterLink} to={paths.boardOf(job)} variant="outlined">
              {t('applications.board.open')}
            </Button>
          ) : null}
          <PurgeFloodButton />
        </>
      }
      columns={columns}
      filters={(list) => <ApplicationListFilters list={list} />}
      bulkActions={can('update', 'applications') ? (selection) => <ApplicationBulkActions {...selection} /> : undefined}
    />
  );
}
