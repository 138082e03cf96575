import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { EMPLOYER_TRANSITIONS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { useListParams } from '../../../hooks/use-list-params';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { employerResource, employersApi } from '../api/employer-resource';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerPaths } from '../hooks/use-employer-paths';
import { EMPLOYER_DONE, useEmployerTransitionLook } from '../hooks/use-employer-transition-look';

const LISTED = transitionsFrom(EMPLOYER_TRANSITIONS, ['active', 'disabled']);

/** /:account/:site/employers — the site's employers (staff: read employers). */
export function EmployersListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useEmployerPaths();
  const { state } = useListParams(employerResource.list);
  const columns = useEmployerColumns(paths.detail);
  const looks = useEmployerTransitionLook();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('employers.title')}
        actions={
          <>
            {can('export', 'employers') ? (
              <ExportButton start={() => employersApi.exportList(toExportBody(state))} />
            ) : null}
            {can('create', 'employers') ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t('employers.actions.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <ResourceList
        api={employersApi}
        columns={columns}
        columnsKey="employers-all"
        rowHref={(row) => paths.detail(row.id)}
        bulk={{ looks, done: EMPLOYER_DONE, names: LISTED }}
        filters={(list) => <EmployerListFilters list={list} />}
      />
    </Stack>
  );
}
