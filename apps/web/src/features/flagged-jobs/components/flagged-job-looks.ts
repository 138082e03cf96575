import type { FlaggedJobTransition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { confirmOf, useMoves } from '../../../components/resource/transition-looks';
import type { TransitionMoves } from '../../../components/resource/use-resource-transitions';
import type { FlaggedJobMove } from '../api/job-moves';

/** What the job's own moves say when done, here. */
export const JOB_MOVE_DONE = { unlist: 'unlisted', expire: 'expired' } as const;

/**
 * Dismiss asks first: the reports close and the job leaves the list (a new report brings it back);
 * done, it says `flaggedJobs.notifications.dismissed` (one) or `…dismissedMany`.
 */
export function useDismissMoves(): TransitionMoves<FlaggedJobTransition> {
  return useMoves({ dismiss: 'dismissed' }, (t, subject) => ({
    dismiss: { label: t('flaggedJobs.actions.dismiss'), confirm: confirmOf(t, 'flaggedJobs', 'dismiss', subject) },
  }));
}

/** Unlist asks a plain question; expire is final, so the kit asks to type the job's title. */
export function useJobMoveLooks(title: string) {
  const { t } = useTranslation();
  return (name: FlaggedJobMove) =>
    name === 'unlist'
      ? {
          label: t('flaggedJobs.actions.unlist'),
          confirm: {
            title: t('flaggedJobs.confirm.unlistTitle'),
            description: t('flaggedJobs.confirm.unlist', { name: title }),
          },
        }
      : {
          label: t('flaggedJobs.actions.expire'),
          color: 'error' as const,
          typedLabel: title,
          typedKind: 'title' as const,
          confirm: {
            title: t('flaggedJobs.confirm.expireTitle'),
            description: t('flaggedJobs.confirm.expire', { name: title }),
          },
        };
}
