import type { JobTransition } from '@portal/contract';
import { confirmOf, rejectLook, useMoves } from '../../../components/resource/transition-looks';
import type { TransitionMoves } from '../../../components/resource/use-resource-transitions';

/**
 * How each job move looks and asks, for one named job or a count of selected ones, and what it says
 * once done (`jobs.notifications.expired`, `…expiredMany`; decision 0043). Which moves a viewer
 * sees, from which status, comes from the contract's `JOB_TRANSITIONS` and the viewer's rights.
 */
export function useJobMoves(): TransitionMoves<JobTransition> {
  const done = {
    expire: 'expired',
    unlist: 'unlisted',
    relist: 'relisted',
    approve: 'approved',
    reject: 'rejected',
  } as const;
  return useMoves(done, (t, subject) => ({
    // Irreversible: the kit asks to type the job's title (or, for a selection, the button's label).
    expire: {
      label: t('jobs.actions.expire'),
      color: 'error',
      typedLabel: 'name' in subject ? subject.name : undefined,
      typedKind: 'title',
      confirm: confirmOf(t, 'jobs', 'expire', subject),
    },
    unlist: { label: t('jobs.actions.unlist'), confirm: confirmOf(t, 'jobs', 'unlist', subject) },
    relist: { label: t('jobs.actions.relist') },
    approve: { label: t('jobs.actions.approve'), color: 'success', variant: 'contained' },
    reject: rejectLook(t, 'jobs', subject),
  }));
}
