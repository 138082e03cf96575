import type { SeekerTransition } from '@portal/contract';
import { confirmOf, useMoves } from '../../../components/resource/transition-looks';
import type { TransitionMoves } from '../../../components/resource/use-resource-transitions';

/**
 * How enable and disable look and ask, for one named seeker or a count of selected ones, and what
 * they say once done (`seekers.notifications.enabled`, `…enabledMany`). Disable is final (decision
 * 0044): the kit asks to type the seeker's name, or for a selection the button's label.
 */
export function useSeekerMoves(): TransitionMoves<SeekerTransition> {
  return useMoves({ enable: 'enabled', disable: 'disabled' }, (t, subject) => ({
    enable: { label: t('seekers.actions.enable'), color: 'success' },
    disable: {
      label: t('seekers.actions.disable'),
      color: 'error',
      typedLabel: 'name' in subject ? subject.name : undefined,
      confirm: confirmOf(t, 'seekers', 'disable', subject),
    },
  }));
}
