import type { SeekerTransition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { confirmOf } from '../../../components/resource/transition-looks';
import type { LookFor } from '../../../components/resource/use-resource-transitions';

/** What a done move says: `seekers.notifications.enabled` (one) and `…enabledMany`. */
export const SEEKER_DONE = { enable: 'enabled', disable: 'disabled' } as const;

/**
 * How enable and disable look and ask, for one named seeker or a count of selected ones. Disable is
 * final (decision 0044): the kit asks to type the seeker's name, or for a selection the button's label.
 */
export function useSeekerTransitionLooks(): LookFor<SeekerTransition> {
  const { t } = useTranslation();
  return (subject) => (name) => {
    if (name === 'enable') return { label: t('seekers.actions.enable'), color: 'success' };
    return {
      label: t('seekers.actions.disable'),
      color: 'error',
      typedLabel: 'name' in subject ? subject.name : undefined,
      confirm: confirmOf(t, 'seekers', 'disable', subject),
    };
  };
}
