import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notifications';

interface ExportButtonProps {
  /** Queues the export of the list as filtered now (e.g. `() => exportEmployers(toExportBody(state))`). */
  start: () => Promise<unknown>;
  label?: string;
}

/** Queues a CSV of the list as filtered now; the link arrives by mail (spec §4). */
export function ExportButton({ start, label }: ExportButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await start();
      notify({ type: 'success', message: t('list.exportStarted') });
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={pending}
      loadingPosition="start"
      onClick={() => void run()}
    >
      {label ?? t('list.export')}
    </Button>
  );
}
