import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useFormatters } from '../../../hooks/use-formatters';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { isApiError } from '../../../lib/api-client';
import { useDownloadExport } from '../api/download-export';
import { useExport, type ExportRecord } from '../api/get-export';
import { ListLoadError } from '../../../components/list/list-load-error';

function ExportCard({ record }: { record: ExportRecord }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const download = useDownloadExport();
  const notified = useNotifiedAction();
  const save = () => notified(() => download.mutateAsync(record.id));
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t(`exports.status.${record.status}`)}
          </Typography>
          <Typography color="text.secondary">
            {t('exports.requested', { date: format.dateTime(record.created_at) })}
          </Typography>
          {record.status === 'pending' ? (
            <>
              <LinearProgress sx={{ width: '100%' }} aria-label={t('exports.status.pending')} />
              <Typography color="text.secondary">{t('exports.pendingHint')}</Typography>
            </>
          ) : null}
          {record.status === 'failed' ? <Alert severity="error">{t('exports.failedHint')}</Alert> : null}
          {record.status === 'done' ? (
            <>
              <Typography>{t('exports.rows', { rows: format.number(record.row_count ?? 0) })}</Typography>
              <Button
                variant="contained"
                startIcon={<FileDownloadOutlinedIcon />}
                loading={download.isPending}
                loadingPosition="start"
                onClick={() => void save()}
              >
                {t('exports.download')}
              </Button>
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /exports/:id — the page the export mail links to: its status (polled while pending) and the download. */
export function ExportStatusRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useExport(id);
  const missing = isApiError(record.error) && (record.error.status === 404 || record.error.status === 422);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {t('exports.title')}
      </Typography>
      {record.isPending ? <PageSpinner fullScreen={false} /> : null}
      {missing ? <Alert severity="warning">{t('exports.notFound')}</Alert> : null}
      {record.isError && !missing ? <ListLoadError error={record.error} retry={() => void record.refetch()} /> : null}
      {record.data ? <ExportCard record={record.data} /> : null}
    </Stack>
  );
}
