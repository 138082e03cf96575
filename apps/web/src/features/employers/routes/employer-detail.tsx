import { ResourceDetailRoute } from '../../../components/resource/resource-loader';
import { employersApi } from '../api/employer-resource';
import { EmployerDetailView } from '../components/employer-detail-view';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers/:id (read employers). */
export function EmployerDetailRoute() {
  const paths = useEmployerPaths();
  return (
    <ResourceDetailRoute api={employersApi} backTo={paths.list}>
      {(employer) => (
        <EmployerDetailView employer={employer} mode="staff" editPath={paths.edit(employer.id)} listPath={paths.list} />
      )}
    </ResourceDetailRoute>
  );
}
