import { ResourceDetailRoute } from '../../../components/resource/resource-loader';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { consultantsApi } from '../api/consultant-resource';
import { ConsultantDetailView } from '../components/consultant-detail-view';

/** /:account/:site/consultants/:id (read consultants). */
export function ConsultantDetailRoute() {
  const paths = useResourcePaths<number>('consultants');
  return (
    <ResourceDetailRoute api={consultantsApi} backTo={paths.list}>
      {(consultant) => <ConsultantDetailView consultant={consultant} />}
    </ResourceDetailRoute>
  );
}
