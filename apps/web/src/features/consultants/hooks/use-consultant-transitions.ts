import type { ConsultantTransition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { TransitionLook } from '../../../components/list/transition-actions';
import { useRunTransition, type TransitionNotices } from '../../../hooks/use-run-transition';
import { useChangeConsultantStatus } from '../api/change-consultant-status';

const DONE: TransitionNotices<ConsultantTransition> = {
  activate: { one: 'consultants.notifications.activated', many: 'consultants.notifications.activatedMany' },
  deactivate: { one: 'consultants.notifications.deactivated', many: 'consultants.notifications.deactivatedMany' },
};

/** Runs a consultant state change and reports it in the snackbar; resolves to whether it succeeded. */
export function useRunConsultantTransition() {
  return useRunTransition(useChangeConsultantStatus(), DONE);
}

/** How each consultant transition looks and asks, for one named consultant or a count of selected ones. */
export function useConsultantTransitionLook(
  subject: { name: string } | { count: number },
): (name: ConsultantTransition) => TransitionLook {
  const { t } = useTranslation();
  const one = 'name' in subject;
  const looks: Record<ConsultantTransition, TransitionLook> = {
    activate: { label: t('consultants.actions.activate') },
    deactivate: {
      label: t('consultants.actions.deactivate'),
      color: 'error',
      confirm: {
        title: t('consultants.confirm.deactivateTitle'),
        description: one
          ? t('consultants.confirm.deactivateOne', { name: subject.name })
          : t('consultants.confirm.deactivateMany', { count: subject.count }),
      },
    },
  };
  return (name) => looks[name];
}
