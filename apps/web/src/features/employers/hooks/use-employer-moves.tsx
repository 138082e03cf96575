import type { EmployerTransition } from '@portal/contract';
import { confirmOf, rejectLook, useMoves } from '../../../components/resource/transition-looks';
import type { TransitionMoves } from '../../../components/resource/use-resource-transitions';

/**
 * How each employer transition looks and asks, for one named employer or a count of selected ones,
 * and what it says once done (`employers.notifications.approved`, `…approvedMany`). Names,
 * permissions and allowed states come from the contract's `EMPLOYER_TRANSITIONS`.
 */
export function useEmployerMoves(): TransitionMoves<EmployerTransition> {
  const done = { approve: 'approved', reject: 'rejected', enable: 'enabled', disable: 'disabled' } as const;
  return useMoves(done, (t, subject) => {
    const typedLabel = 'name' in subject ? subject.name : undefined;
    return {
      approve: { label: t('employers.actions.approve'), color: 'success', variant: 'contained', typedLabel },
      // A rejected registration cannot be taken back: type the employer's name (or, for several, the action's).
      reject: rejectLook(
        t,
        'employers',
        subject,
        typedLabel ?? t('employers.actions.reject'),
        typedLabel ? 'name' : 'label',
      ),
      enable: { label: t('employers.actions.enable'), typedLabel },
      disable: {
        label: t('employers.actions.disable'),
        color: 'error',
        typedLabel,
        confirm: confirmOf(t, 'employers', 'disable', subject),
      },
    };
  });
}
