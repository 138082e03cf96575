import { useTranslation } from 'react-i18next';
import { useActivationMoves } from '../../../components/resource/activation-looks';
import { useActivationOptions } from '../../../components/resource/activation-status';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { consultantsApi } from '../api/consultant-resource';
import { useConsultantColumns } from '../components/consultant-columns';

/** /:account/:site/consultants — the site's consultants (read consultants). */
export function ConsultantsListRoute() {
  const { t } = useTranslation();
  const paths = useResourcePaths<number>('consultants');
  const options = useActivationOptions('consultants.status');
  return (
    <ResourceListPage
      api={consultantsApi}
      create
      columns={useConsultantColumns(paths.detail)}
      bulk={useActivationMoves('consultants')}
      filters={(list) => (
        <ResourceFilters
          list={list}
          strings="consultants.list"
          selects={[{ filter: 'active', label: t('consultants.fields.active'), options }]}
        />
      )}
    />
  );
}
