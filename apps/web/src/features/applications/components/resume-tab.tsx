import type { ApplicationFile } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useApplicationResume } from '../api/application-tab';
import { useFileUrl } from '../api/file-content';
import { TabLoadError } from './tab-load-error';

/** The resume in an in-page viewer (a PDF) with its download link; other types: the link; none: "No resume found". */
export function ResumeTab({ uuid, candidate }: { uuid: string; candidate: string }) {
  const { t } = useTranslation();
  const tab = useApplicationResume(uuid);
  if (tab.isError) return <TabLoadError error={tab.error} retry={() => void tab.refetch()} />;
  if (!tab.data) return <PageSpinner fullScreen={false} />;
  if (!tab.data.resume) return <Typography color="text.secondary">{t('applications.resume.none')}</Typography>;
  return <ResumeViewer file={tab.data.resume} candidate={candidate} />;
}

function ResumeViewer({ file, candidate }: { file: ApplicationFile; candidate: string }) {
  const { t } = useTranslation();
  const content = useFileUrl(file.uuid);
  if (content.isError) return <Typography color="error">{t('applications.resume.loadError')}</Typography>;
  if (!content.url) return <PageSpinner fullScreen={false} />;
  return (
    <Stack spacing={2}>
      <div>
        <Link href={content.url} download={file.name}>
          {t('applications.resume.download', { name: file.name })}
        </Link>
      </div>
      {file.type === 'application/pdf' ? (
        <Box
          component="iframe"
          src={content.url}
          title={t('applications.resume.viewer', { name: candidate })}
          sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : null}
    </Stack>
  );
}
