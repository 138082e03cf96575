import { ResourceCreatePage } from '../../../components/resource/resource-form-pages';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { consultantsApi } from '../api/consultant-resource';
import { ConsultantForm } from '../components/consultant-form';

/** /:account/:site/consultants/create (create consultants). */
export function ConsultantCreateRoute() {
  const paths = useResourcePaths<number>('consultants');
  return <ResourceCreatePage api={consultantsApi} paths={paths} form={(props) => <ConsultantForm {...props} />} />;
}
