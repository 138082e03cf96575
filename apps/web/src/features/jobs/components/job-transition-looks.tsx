import type { JobTransition } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransitionLook } from '../../../components/list/transition-actions';
import type { LookFor } from '../../../components/resource/use-resource-transitions';

// The reason form loads when a reject is started, not with the list or the detail.
const ReasonDialog = lazy(() =>
  import('../../../components/confirm/reason-dialog').then((m) => ({ default: m.ReasonDialog })),
);

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
  const { t } = useTranslation();
  return (subject) => (name) => jobLooks(t, subject)[name];
}

function jobLooks(
  t: ReturnType<typeof useTranslation>['t'],
  subject: { name: string } | { count: number },
): Record<JobTransition, TransitionLook> {
  const one = 'name' in subject;
  const described = (key: string) =>
    one ? t(`jobs.confirm.${key}One`, { name: subject.name }) : t(`jobs.confirm.${key}Many`, { count: subject.count });
  return {
    // Irreversible: the kit asks to type the job's title (or, for a selection, the button's label).
    expire: {
      label: t('jobs.actions.expire'),
      color: 'error',
      typedLabel: one ? subject.name : undefined,
      confirm: { title: t('jobs.confirm.expireTitle'), description: described('expire') },
    },
    unlist: {
      label: t('jobs.actions.unlist'),
      confirm: { title: t('jobs.confirm.unlistTitle'), description: described('unlist') },
    },
    relist: { label: t('jobs.actions.relist') },
    approve: { label: t('jobs.actions.approve'), color: 'success', variant: 'contained' },
    reject: {
      label: t('jobs.actions.reject'),
      color: 'error',
      bodyDialog: (props) => (
        <Suspense fallback={null}>
          <ReasonDialog
            {...props}
            title={t('jobs.reject.title')}
            description={t('jobs.reject.description', {
              subject: one ? subject.name : t('jobs.reject.selected', { count: subject.count }),
            })}
            reasonLabel={t('jobs.reject.reason')}
            confirmLabel={t('jobs.actions.reject')}
            onConfirm={(reason) => {
              props.onConfirm({ reason });
            }}
          />
        </Suspense>
      ),
    },
  };
}
