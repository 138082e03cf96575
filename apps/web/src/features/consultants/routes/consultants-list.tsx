import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeader } from '../../../components/page/page-header';
import { useActivationOptions } from '../../../components/resource/activation-status';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { useResourcePaths } from '../../../components/resource/use-resource-paths';
import { useListParams } from '../../../hooks/use-list-params';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { consultantResource, consultantsApi } from '../api/consultant-resource';
import { useConsultantColumns } from '../components/consultant-columns';
import { ACTIVATION_DONE, useActivationLooks } from '../../../components/resource/activation-looks';

/** /:account/:site/consultants — the site's consultants (read consultants). */
export function ConsultantsListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useResourcePaths<number>('consultants');
  const { state } = useListParams(consultantResource.list);
  const columns = useConsultantColumns(paths.detail);
  const looks = useActivationLooks('consultants');
  const options = useActivationOptions('consultants.status');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('consultants.title')}
        actions={
          <>
            {can('export', 'consultants') ? (
              <ExportButton start={() => consultantsApi.exportList(toExportBody(state))} />
            ) : null}
            {can('create', 'consultants') ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t('consultants.actions.create')}
              </Button>
            ) : null}
          </>
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
