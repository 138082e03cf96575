import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeader } from '../../../components/page/page-header';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { exportEmployers } from '../api/export-employers';
import { EmployerBulkActions, useHasBulkActions } from '../components/employer-bulk-actions';
import { EmployerList } from '../components/employer-list';
import { useEmployerListParams } from '../hooks/use-employer-list-params';
import { useEmployerPaths } from '../hooks/use-employer-paths';

const LISTED = ['active', 'disabled'] as const;

/** /:account/:site/employers — the site's employers (staff: read employers). */
export function EmployersListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useEmployerPaths();
  const hasBulk = useHasBulkActions(LISTED);
  const { state } = useEmployerListParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('employers.title')}
        actions={
          <>
            {can('export', 'employers') ? <ExportButton start={() => exportEmployers(toExportBody(state))} /> : null}
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
        bulkActions={hasBulk ? (selection) => <EmployerBulkActions {...selection} statuses={LISTED} /> : undefined}
      />
    </Stack>
  );
}
