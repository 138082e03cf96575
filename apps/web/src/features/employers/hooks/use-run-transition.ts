import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import type { EmployerTransition } from '@portal/contract';
import { useChangeEmployerStatus, type StatusChange } from '../api/change-employer-status';

const DONE: Record<EmployerTransition, { one: string; many: string }> = {
  approve: { one: 'employers.notifications.approved', many: 'employers.notifications.approvedMany' },
  reject: { one: 'employers.notifications.rejected', many: 'employers.notifications.rejectedMany' },
  enable: { one: 'employers.notifications.enabled', many: 'employers.notifications.enabledMany' },
  disable: { one: 'employers.notifications.disabled', many: 'employers.notifications.disabledMany' },
};

/** Runs a status change and reports it in the snackbar; resolves to whether it succeeded. */
export function useRunTransition() {
  const { t } = useTranslation();
  const mutation = useChangeEmployerStatus();
  const run = async (change: StatusChange): Promise<boolean> => {
    try {
      const updated = await mutation.mutateAsync(change);
      const keys = DONE[change.transition];
      notify({ type: 'success', message: change.ids.length === 1 ? t(keys.one) : t(keys.many, { count: updated }) });
      return true;
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
      return false;
    }
  };
  return { run, pending: mutation.isPending ? mutation.variables.transition : null };
}
