import { ResourceEditPage } from '../../../components/resource/resource-form-pages';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { consultantsApi } from '../api/consultant-resource';
import { ConsultantForm } from '../components/consultant-form';

/** /:account/:site/consultants/:id/edit (update consultants). */
export function ConsultantEditRoute() {
  const paths = useResourcePaths<number>('consultants');
  return (
    <ResourceEditPage
      api={consultantsApi}
      paths={paths}
      title={(consultant) => consultant.name}
      form={(props) => <ConsultantForm {...props} />}
    />
  );
}
