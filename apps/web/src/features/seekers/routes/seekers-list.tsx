import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { seekersApi } from '../api/seeker-resource';
import { useSeekerColumns } from '../components/seeker-columns';
import { SeekerListFilters } from '../components/seeker-list-filters';
import { useSeekerMoves } from '../components/seeker-moves';
import { useSeekerPaths } from '../hooks/use-seeker-paths';

/** /:account/:site/seekers — the site's candidates (staff who read seekers): search, filters, export, bulk moves. */
export function SeekersListRoute() {
  const paths = useSeekerPaths();
  return (
    <ResourceListPage
      api={seekersApi}
      columns={useSeekerColumns(paths.detail)}
      bulk={useSeekerMoves()}
      filters={(list) => <SeekerListFilters list={list} />}
    />
  );
}
