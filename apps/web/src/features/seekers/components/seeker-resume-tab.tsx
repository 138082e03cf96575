import type { SeekerDetail } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PrivateFileViewer } from '../../../components/files/private-file-viewer';
import { DetailSection } from '../../../components/resource/resource-facts';

/** `resume`: the seeker's resume in the page with a download link, or "No resume found". */
export function SeekerResumeTab({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('seekers.tabs.resume')}>
      {seeker.resume ? (
        <PrivateFileViewer file={seeker.resume} title={t('seekers.resume.viewer', { name: seeker.name })} />
      ) : (
        <Typography color="text.secondary">{t('seekers.resume.none')}</Typography>
      )}
    </DetailSection>
  );
}
