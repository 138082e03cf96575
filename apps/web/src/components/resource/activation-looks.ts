import { useTranslation } from 'react-i18next';
import { confirmOf } from './transition-looks';
import type { LookFor } from './use-resource-transitions';

type Activation = 'activate' | 'deactivate';

/** What a done activation says: `<strings>.notifications.activated` (one) and `…activatedMany`. */
export const ACTIVATION_DONE = { activate: 'activated', deactivate: 'deactivated' } as const;

/**
 * How the shared activate/deactivate table (`activationTransitions`) looks and asks, for one named
 * record or a count of selected ones. Its words are the resource's own: `<strings>.actions.activate`,
 * `.actions.deactivate`, `.confirm.deactivateTitle`, `.confirm.deactivateOne` and `.confirm.deactivateMany`.
 */
export function useActivationLooks(strings: string): LookFor<Activation> {
  const { t } = useTranslation();
  return (subject) => (name) =>
    name === 'activate'
      ? { label: t(`${strings}.actions.activate`) }
      : {
          label: t(`${strings}.actions.deactivate`),
          color: 'error',
          confirm: confirmOf(t, strings, 'deactivate', subject),
        };
}
