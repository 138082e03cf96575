import type { SeekerDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { useOptionLabel } from '../hooks/use-option-label';

/** `profile`: the profile ID, what the seeker is looking for (by the site's labels), the phone and the dates. */
export function SeekerProfileTab({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = useOptionLabel();
  return (
    <DetailSection title={t('seekers.tabs.profile')}>
      <FactList
        facts={[
          [t('seekers.fields.profile_id'), <LtrText key="id">{seeker.profile_id}</LtrText>],
          [t('seekers.fields.visa_type'), label('visa_type', seeker.visa_type)],
          [t('seekers.fields.desired_work_type'), label('desired_work_type', seeker.desired_work_type)],
          [t('seekers.fields.phone'), seeker.phone ? <LtrText key="phone">{seeker.phone}</LtrText> : null],
          [t('seekers.fields.applications_count'), format.number(seeker.applications_count)],
          [t('seekers.fields.created_at'), format.dateTime(seeker.created_at)],
          [
            t('seekers.fields.last_activity_at'),
            seeker.last_activity_at ? format.dateTime(seeker.last_activity_at) : null,
          ],
        ]}
      />
    </DetailSection>
  );
}
