import type { ConsultantTransition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { LookFor } from '../../../components/resource/use-resource-transitions';

/** What a done transition says: `consultants.notifications.activated` (one) and `…activatedMany`. */
export const CONSULTANT_DONE = { activate: 'activated', deactivate: 'deactivated' } as const;

/** How each consultant transition looks and asks, for one named consultant or a count of selected ones. */
export function useConsultantLooks(): LookFor<ConsultantTransition> {
  const { t } = useTranslation();
  return (subject) => (name) =>
    name === 'activate'
      ? { label: t('consultants.actions.activate') }
      : {
          label: t('consultants.actions.deactivate'),
          color: 'error',
          confirm: {
            title: t('consultants.confirm.deactivateTitle'),
            description:
              'name' in subject
                ? t('consultants.confirm.deactivateOne', { name: subject.name })
                : t('consultants.confirm.deactivateMany', { count: subject.count }),
          },
        };
}
