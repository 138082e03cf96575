import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { ListPageActions } from '../../../components/resource/list-page-actions';
import { ResourceList } from '../../../components/resource/resource-list';
import { seekersApi } from '../api/seeker-resource';
import { useSeekerColumns } from '../components/seeker-columns';
import { SeekerListFilters } from '../components/seeker-list-filters';
import { SEEKER_DONE, useSeekerTransitionLooks } from '../components/seeker-transition-looks';
import { useSeekerPaths } from '../hooks/use-seeker-paths';

/** /:account/:site/seekers — the site's candidates (staff who read seekers): search, filters, export, bulk moves. */
export function SeekersListRoute() {
  const { t } = useTranslation();
  const paths = useSeekerPaths();
  const columns = useSeekerColumns(paths.detail);
  const looks = useSeekerTransitionLooks();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('seekers.title')} actions={<ListPageActions api={seekersApi} />} />
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
