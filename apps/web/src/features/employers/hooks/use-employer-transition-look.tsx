import type { EmployerTransition } from '@portal/contract';
import type { TransitionLook } from '../../../components/list/transition-actions';
import { confirmOf, rejectLook, useLooks, type LookSubject } from '../../../components/resource/transition-looks';
import type { LookFor } from '../../../components/resource/use-resource-transitions';
import type { TFunction } from 'i18next';

/** What a done transition says: `employers.notifications.approved` (one) and `…approvedMany`. */
export const EMPLOYER_DONE = {
  approve: 'approved',
  reject: 'rejected',
  enable: 'enabled',
  disable: 'disabled',
} as const;

/**
 * How each employer transition looks and asks, for one named employer or a count of selected ones.
 * Names, permissions and allowed states come from the contract's `EMPLOYER_TRANSITIONS`.
 */
export function useEmployerTransitionLook(): LookFor<EmployerTransition> {
  return useLooks(employerLooks);
}

function employerLooks(t: TFunction, subject: LookSubject): Record<EmployerTransition, TransitionLook> {
  const typedLabel = 'name' in subject ? subject.name : undefined;
  return {
    approve: { label: t('employers.actions.approve'), color: 'success', variant: 'contained', typedLabel },
    // A rejected registration cannot be taken back: type the employer's name (or, for several, the action's).
    reject: rejectLook(t, 'employers', subject, typedLabel ?? t('employers.actions.reject')),
    enable: { label: t('employers.actions.enable'), typedLabel },
    disable: {
      label: t('employers.actions.disable'),
      color: 'error',
      typedLabel,
      confirm: confirmOf(t, 'employers', 'disable', subject),
    },
  };
}
