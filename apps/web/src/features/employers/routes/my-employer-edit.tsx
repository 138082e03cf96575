import { useSession } from '../../../lib/session-context';
import { EmployerEditPage } from '../components/employer-edit-page';
import { NoEmployerSelected } from '../components/no-employer-selected';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employer/edit (update employer). */
export function MyEmployerEditRoute() {
  const { selection } = useSession();
  const paths = useEmployerPaths();
  const id = selection?.employer?.id ?? null;
  if (id === null) return <NoEmployerSelected />;
  return <EmployerEditPage id={id} detailPath={paths.own} backTo={paths.own} />;
}
