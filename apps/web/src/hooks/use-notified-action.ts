import { useCallback } from 'react';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/notifications';
import { useTranslateMessage } from './use-translate-message';

/**
 * Runs an action (a mutation, a download) and says in the snackbar how it went: `done` when it
 * succeeded (nothing when omitted), the error's message in the user's language when it failed.
 * Resolves to whether it succeeded, so the caller can close its dialog or move on; it never rejects.
 */
export function useNotifiedAction() {
  const translate = useTranslateMessage();
  return useCallback(
    async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await action();
        if (done !== undefined) notify({ type: 'success', message: done });
        return true;
      } catch (error) {
        notify({ type: 'error', message: translate(errorMessage(error)) });
        return false;
      }
    },
    [translate],
  );
}
