import { EMPLOYER_TRANSITIONS } from '@portal/contract';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { employersApi } from '../api/employer-resource';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerMoves } from '../hooks/use-employer-moves';
import { useEmployerPaths } from '../hooks/use-employer-paths';

const LISTED = transitionsFrom(EMPLOYER_TRANSITIONS, ['active', 'disabled']);

/** /:account/:site/employers — the site's employers (staff: read employers). */
export function EmployersListRoute() {
  const paths = useEmployerPaths();
  return (
    <ResourceListPage
      api={employersApi}
      create
      columns={useEmployerColumns(paths.detail)}
      columnsKey="employers-all"
      bulk={{ ...useEmployerMoves(), names: LISTED }}
      filters={(list) => <EmployerListFilters list={list} />}
    />
  );
}
