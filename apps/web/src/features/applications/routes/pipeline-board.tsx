import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { applicationsApi } from '../../../api/applications/application-resource';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { PageHeader } from '../../../components/page/page-header';
import { PipelineBoard } from '../components/pipeline-board';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /:account/:site/applications/board?job={uuid} — one job's pipeline (decision 0050), for those
 * who read applications; moving cards needs update. Without a job it says where to open it from.
 */
export function PipelineBoardRoute() {
  const { t } = useTranslation();
  const paths = useApplicationPaths();
  const job = useSearchParams()[0].get('job') ?? '';
  const valid = UUID.test(job);
  // The job's title, from one of its applications (the board's columns carry no job header).
  const one = useQuery({ ...applicationsApi.listOptions({ 'filter[job]': job, per_page: 1 }), enabled: valid });
  const title = valid ? one.data?.data[0]?.job.title : undefined;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('applications.board.title')}
        subtitle={title}
        actions={
          valid ? (
            <Button component={RouterLink} to={paths.ofJob(job)} variant="outlined">
              {t('applications.board.listView')}
            </Button>
          ) : null
        }
      />
      {valid ? <PipelineBoard job={job} /> : <Alert severity="info">{t('applications.board.noJob')}</Alert>}
    </Stack>
  );
}
