import { ResourceCreatePage } from '../../../components/resource/resource-form-pages';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { employersApi } from '../api/employer-resource';
import { EmployerForm } from '../components/employer-form';

/** /:account/:site/employers/create (create employers). */
export function EmployerCreateRoute() {
  const paths = useResourcePaths<number>('employers');
  return <ResourceCreatePage api={employersApi} paths={paths} form={(props) => <EmployerForm {...props} />} />;
}
