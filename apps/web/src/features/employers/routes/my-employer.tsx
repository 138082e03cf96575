import { useSession } from '../../../lib/session-context';
import { EmployerDetailView } from '../components/employer-detail-view';
import { ResourceLoader } from '../../../components/resource/resource-loader';
import { employersApi } from '../api/employer-resource';
import { NoEmployerSelected } from '../components/no-employer-selected';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employer — the selected employer, for its own users (read employer). */
export function MyEmployerRoute() {
  const { selection } = useSession();
  const paths = useEmployerPaths();
  const id = selection?.employer?.id ?? null;
  if (id === null) return <NoEmployerSelected />;
  return (
    <ResourceLoader api={employersApi} id={id}>
      {(employer) => (
        <EmployerDetailView employer={employer} mode="own" editPath={paths.ownEdit} listPath={paths.own} />
      )}
    </ResourceLoader>
  );
}
