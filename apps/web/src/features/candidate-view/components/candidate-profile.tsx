import type { CandidateMe } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { LtrText } from '../../../components/text/ltr-text';

/** The candidate's profile as they see it. */
export function CandidateProfile({ candidate }: { candidate: CandidateMe }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('candidateView.profile')}>
      <FactList
        facts={[
          [t('candidateView.fields.email'), <LtrText key="email">{candidate.email}</LtrText>],
          [t('candidateView.fields.phone'), candidate.phone ? <LtrText key="phone">{candidate.phone}</LtrText> : null],
          [t('candidateView.fields.status'), t(`candidateView.seekerStatus.${candidate.status}`)],
          [t('candidateView.fields.visaType'), candidate.visa_type],
          [t('candidateView.fields.desiredWorkType'), candidate.desired_work_type],
        ]}
      />
    </DetailSection>
  );
}
