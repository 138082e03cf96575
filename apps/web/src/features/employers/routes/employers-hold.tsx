import { HoldQueue } from '../../../components/resource/hold-queue';
import { employersApi } from '../api/employer-resource';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerMoves } from '../hooks/use-employer-moves';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers/hold — registrations awaiting approval (approve or reject one or many). */
export function EmployersHoldRoute() {
  const paths = useEmployerPaths();
  return (
    <HoldQueue
      api={employersApi}
      columns={useEmployerColumns(paths.detail)}
      moves={useEmployerMoves()}
      filters={(list) => <EmployerListFilters list={list} status={false} />}
    />
  );
}
