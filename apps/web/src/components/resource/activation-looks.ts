import { confirmOf, useMoves } from './transition-looks';
import type { TransitionMoves } from './use-resource-transitions';

/**
 * How the shared activate/deactivate table (`activationTransitions`) looks and asks, for one named
 * record or a count of selected ones, and what it says once done. Its words are the resource's own:
 * `<strings>.actions.activate`, `.actions.deactivate`, `.confirm.deactivateTitle`, `.confirm.deactivateOne`,
 * `.confirm.deactivateMany`, `.notifications.activated` (and `…activatedMany`) and `.notifications.deactivated`.
 */
export function useActivationMoves(strings: string): TransitionMoves<'activate' | 'deactivate'> {
  return useMoves({ activate: 'activated', deactivate: 'deactivated' }, (t, subject) => ({
    activate: { label: t(`${strings}.actions.activate`) },
    deactivate: {
      label: t(`${strings}.actions.deactivate`),
      color: 'error',
      confirm: confirmOf(t, strings, 'deactivate', subject),
    },
  }));
}
