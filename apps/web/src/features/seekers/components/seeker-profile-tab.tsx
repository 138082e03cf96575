import type { SeekerDetail } from '@portal/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { useCan } from '../../../lib/session-context';
import { useOptionLabel } from '../hooks/use-option-label';

// The form loads when its button is pointed at or pressed, not with the profile.
const SeekerProfileDialog = onDemand(() => import('./seeker-profile-dialog').then((m) => m.SeekerProfileDialog));

/** Edit (`seekers.update`): the visa and work type, in a dialog over the profile. */
function EditProfileButton({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const dialog = useDialogOnDemand(SeekerProfileDialog);
  return (
    <>
      <Button {...dialog.trigger} variant="outlined" size="small" aria-haspopup="dialog">
        {t('seekers.actions.edit')}
      </Button>
      <PopupOnDemand open={dialog.open}>
        <SeekerProfileDialog {...dialog.dialog} seeker={seeker} />
      </PopupOnDemand>
    </>
  );
}

/** `profile`: the profile ID, what the seeker is looking for (by the site's labels), the phone and the dates. */
export function SeekerProfileTab({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = useOptionLabel();
  const can = useCan();
  return (
    <DetailSection
      title={t('seekers.tabs.profile')}
      action={can('update', 'seekers') ? <EditProfileButton seeker={seeker} /> : null}
    >
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
