import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RowKey } from '../lib/resource/define-resource';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/notifications';

/** The snackbar keys of each transition: one named row, or a count of selected rows. */
export type TransitionNotices<T extends string> = Record<T, { one: string; many: string }>;

/**
 * Runs a state change through a resource's status mutation (which answers how many rows changed)
 * and reports it in the snackbar; `run` resolves to whether it succeeded.
 */
export function useRunTransition<T extends string, C extends { transition: T; ids: readonly RowKey[] }>(
  mutation: UseMutationResult<number, unknown, C>,
  notices: TransitionNotices<T>,
) {
  const { t } = useTranslation();
  const run = async (change: C): Promise<boolean> => {
    try {
      const updated = await mutation.mutateAsync(change);
      const keys = notices[change.transition];
      notify({ type: 'success', message: change.ids.length === 1 ? t(keys.one) : t(keys.many, { count: updated }) });
      return true;
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) });
      return false;
    }
  };
  return { run, pending: mutation.isPending ? mutation.variables.transition : null };
}
