import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { PrivateFileViewer } from '../../../components/files/private-file-viewer';
import { useApplicationResume } from '../api/application-tab';
import { TabLoadError } from './tab-load-error';

/** The resume in an in-page viewer (a PDF) with its download link; other types: the link; none: "No resume found". */
export function ResumeTab({ uuid, candidate }: { uuid: string; candidate: string }) {
  const { t } = useTranslation();
  const tab = useApplicationResume(uuid);
  if (tab.isError) return <TabLoadError error={tab.error} retry={() => void tab.refetch()} />;
  if (!tab.data) return <PageSpinner fullScreen={false} />;
  if (!tab.data.resume) return <Typography color="text.secondary">{t('applications.resume.none')}</Typography>;
  return <PrivateFileViewer file={tab.data.resume} title={t('applications.resume.viewer', { name: candidate })} />;
}
