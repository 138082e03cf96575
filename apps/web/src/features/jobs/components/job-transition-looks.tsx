import type { JobTransition } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { TransitionLook } from '../../../components/list/transition-actions';
import { confirmOf, rejectLook, useLooks, type LookSubject } from '../../../components/resource/transition-looks';
import type { LookFor } from '../../../components/resource/use-resource-transitions';

/** What a done move says: `jobs.notifications.expired` (one) and `…expiredMany` (decision 0043). */
export const JOB_DONE = {
  expire: 'expired',
  unlist: 'unlisted',
  relist: 'relisted',
  approve: 'approved',
  reject: 'rejected',
} as const;

/**
 * How each job move looks and asks, for one named job or a count of selected ones. Which moves a
 * viewer sees, from which status, comes from the contract's `JOB_TRANSITIONS` and the viewer's rights.
 */
export function useJobTransitionLooks(): LookFor<JobTransition> {
  return useLooks(jobLooks);
}

function jobLooks(t: TFunction, subject: LookSubject): Record<JobTransition, TransitionLook> {
  return {
    // Irreversible: the kit asks to type the job's title (or, for a selection, the button's label).
    expire: {
      label: t('jobs.actions.expire'),
      color: 'error',
      typedLabel: 'name' in subject ? subject.name : undefined,
      confirm: confirmOf(t, 'jobs', 'expire', subject),
    },
    unlist: { label: t('jobs.actions.unlist'), confirm: confirmOf(t, 'jobs', 'unlist', subject) },
    relist: { label: t('jobs.actions.relist') },
    approve: { label: t('jobs.actions.approve'), color: 'success', variant: 'contained' },
    reject: rejectLook(t, 'jobs', subject),
  };
}
