import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/session-context';
import { EmployerBulkActions } from '../components/employer-bulk-actions';
import { EmployerList } from '../components/employer-list';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { useEmployerListParams } from '../hooks/use-employer-list-params';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers — the site's employers (staff: read employers). */
export function EmployersListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useEmployerPaths();
  const { state } = useEmployerListParams();
  const canBulk = can('update', 'employers');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('employers.title')}
        actions={
          <>
            {can('export', 'employers') ? <ExportButton state={state} /> : null}
            {can('create', 'employers') ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t('employers.actions.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <EmployerList
        kind="all"
        label={t('employers.list.gridLabel')}
        detailPath={paths.detail}
        bulkActions={canBulk ? (props) => <EmployerBulkActions {...props} /> : undefined}
      />
    </Stack>
  );
}
