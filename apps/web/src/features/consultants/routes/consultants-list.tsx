import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeader } from '../../../components/page/page-header';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { exportConsultants } from '../api/export-consultants';
import { ConsultantList } from '../components/consultant-list';
import { useListParams } from '../../../hooks/use-list-params';
import { consultantList } from '../api/list-query';
import { useConsultantPaths } from '../hooks/use-consultant-paths';

/** /:account/:site/consultants — the site's consultants (read consultants). */
export function ConsultantsListRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useConsultantPaths();
  const { state } = useListParams(consultantList);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('consultants.title')}
        actions={
          <>
            {can('export', 'consultants') ? (
              <ExportButton start={() => exportConsultants(toExportBody(state))} />
            ) : null}
            {can('create', 'consultants') ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t('consultants.actions.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <ConsultantList detailPath={paths.detail} />
    </Stack>
  );
}
