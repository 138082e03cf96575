import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { useActivationOptions } from '../../../components/resource/activation-status';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ListPageActions } from '../../../components/resource/list-page-actions';
import { ResourceList } from '../../../components/resource/resource-list';
import { useResourcePaths } from '../../../components/resource/use-resource-paths';
import { consultantsApi } from '../api/consultant-resource';
import { useConsultantColumns } from '../components/consultant-columns';
import { ACTIVATION_DONE, useActivationLooks } from '../../../components/resource/activation-looks';

/** /:account/:site/consultants — the site's consultants (read consultants). */
export function ConsultantsListRoute() {
  const { t } = useTranslation();
  const paths = useResourcePaths<number>('consultants');
  const columns = useConsultantColumns(paths.detail);
  const looks = useActivationLooks('consultants');
  const options = useActivationOptions('consultants.status');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('consultants.title')}
        actions={
          <ListPageActions
            api={consultantsApi}
            create={{ path: paths.create, label: t('consultants.actions.create') }}
          />
        }
      />
      <ResourceList
        api={consultantsApi}
        columns={columns}
        rowHref={(row) => paths.detail(row.id)}
        bulk={{ looks, done: ACTIVATION_DONE }}
        filters={(list) => (
          <ResourceFilters
            list={list}
            strings="consultants.list"
            selects={[{ filter: 'active', label: t('consultants.fields.active'), options }]}
          />
        )}
      />
    </Stack>
  );
}
