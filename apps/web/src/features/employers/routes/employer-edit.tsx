import { useParams } from 'react-router';
import { integerKey } from '../../../lib/resource/define-resource';
import { EmployerEditPage } from '../components/employer-edit-page';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers/:id/edit (update employers). */
export function EmployerEditRoute() {
  const paths = useEmployerPaths();
  const id = integerKey.parse(useParams().id);
  return <EmployerEditPage id={id} detailPath={id === null ? paths.list : paths.detail(id)} backTo={paths.list} />;
}
