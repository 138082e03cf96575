import type { EmployerTransition } from '@portal/contract';
import { useRunTransition as useRunKitTransition, type TransitionNotices } from '../../../hooks/use-run-transition';
import { useChangeEmployerStatus } from '../api/change-employer-status';

const DONE: TransitionNotices<EmployerTransition> = {
  approve: { one: 'employers.notifications.approved', many: 'employers.notifications.approvedMany' },
  reject: { one: 'employers.notifications.rejected', many: 'employers.notifications.rejectedMany' },
  enable: { one: 'employers.notifications.enabled', many: 'employers.notifications.enabledMany' },
  disable: { one: 'employers.notifications.disabled', many: 'employers.notifications.disabledMany' },
};

/** Runs an employer status change and reports it in the snackbar; resolves to whether it succeeded. */
export function useRunTransition() {
  return useRunKitTransition(useChangeEmployerStatus(), DONE);
}
