import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useExportEmployers } from '../api/export-employers';
import { toExportBody, type EmployerListState } from '../api/list-query';

/** Queues a CSV of the list as filtered now; the link arrives by mail (spec §4). */
export function ExportButton({ state }: { state: EmployerListState }) {
  const { t } = useTranslation();
  const exportEmployers = useExportEmployers();
  const start = async () => {
    try {
      await exportEmployers.mutateAsync(toExportBody(state));
      notify({ type: 'success', message: t('employers.notifications.exportStarted') });
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exportEmployers.isPending}
      loadingPosition="start"
      onClick={() => void start()}
    >
      {t('employers.actions.export')}
    </Button>
  );
}
