import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifiedAction } from '../../hooks/use-notified-action';

interface ExportButtonProps {
  /** Queues the export of the list as filtered now (e.g. `() => exportEmployers(toExportBody(state))`). */
  start: () => Promise<unknown>;
  label?: string;
}

/** Queues a CSV of the list as filtered now; the link arrives by mail (spec §4). */
export function ExportButton({ start, label }: ExportButtonProps) {
  const { t } = useTranslation();
  const notified = useNotifiedAction();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await notified(start, t('list.exportStarted'));
    setPending(false);
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
