import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { useListParams } from '../../../hooks/use-list-params';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { seekerResource, seekersApi } from '../api/seeker-resource';
import { useSeekerColumns } from '../components/seeker-columns';
import { SeekerListFilters } from '../components/seeker-list-filters';
import { SEEKER_DONE, useSeekerTransitionLooks } from '../components/seeker-transition-looks';
import { useSeekerPaths } from '../hooks/use-seeker-paths';

/** /:account/:site/seekers — the site's candidates (staff who read seekers): search, filters, export, bulk moves. */
export function SeekersListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useSeekerPaths();
  const columns = useSeekerColumns(paths.detail);
  const { state } = useListParams(seekerResource.list);
  const looks = useSeekerTransitionLooks();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('seekers.title')}
        actions={
          can('export', 'seekers') ? (
            <ExportButton start={() => seekersApi.exportList(toExportBody(state))} />
          ) : undefined
        }
      />
      <ResourceList
        api={seekersApi}
        columns={columns}
        rowHref={(row) => paths.detail(row.uuid)}
        bulk={{ looks, done: SEEKER_DONE }}
        filters={(list) => <SeekerListFilters list={list} />}
      />
    </Stack>
  );
}
