import type { EmployerTransition } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransitionLook } from '../../../components/list/transition-actions';
import type { LookFor } from '../../../components/resource/use-resource-transitions';

// The reason form (react-hook-form and the zod resolver) loads when a reject is started, not with the list.
const ReasonDialog = lazy(() =>
  import('../../../components/confirm/reason-dialog').then((m) => ({ default: m.ReasonDialog })),
);

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
  const { t } = useTranslation();
  return (subject) => (name) => employerLooks(t, subject)[name];
}

function employerLooks(
  t: ReturnType<typeof useTranslation>['t'],
  subject: { name: string } | { count: number },
): Record<EmployerTransition, TransitionLook> {
  const one = 'name' in subject;
  const typedLabel = one ? subject.name : undefined;
  return {
    approve: { label: t('employers.actions.approve'), color: 'success', variant: 'contained', typedLabel },
    reject: {
      label: t('employers.actions.reject'),
      color: 'error',
      bodyDialog: (props) => (
        <Suspense fallback={null}>
          <ReasonDialog
            {...props}
            title={t('employers.reject.title')}
            description={t('employers.reject.description', {
              subject: one ? subject.name : t('employers.reject.selected', { count: subject.count }),
            })}
            reasonLabel={t('employers.reject.reason')}
            confirmLabel={t('employers.actions.reject')}
            // A rejected registration cannot be taken back: type the employer's name (or, for several, the action's).
            typedLabel={typedLabel ?? t('employers.actions.reject')}
            onConfirm={(reason) => {
              props.onConfirm({ reason });
            }}
          />
        </Suspense>
      ),
    },
    enable: { label: t('employers.actions.enable'), typedLabel },
    disable: {
      label: t('employers.actions.disable'),
      color: 'error',
      typedLabel,
      confirm: {
        title: t('employers.confirm.disableTitle'),
        description: one
          ? t('employers.confirm.disableOne', { name: subject.name })
          : t('employers.confirm.disableMany', { count: subject.count }),
      },
    },
  };
}
