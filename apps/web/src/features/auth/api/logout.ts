import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { exitImpersonation } from '../../../api/impersonation/exit-impersonation';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth, getAuth } from '../../../lib/auth-store';
import { clearUserQueries } from '../../../lib/query-client';

export function logout(): Promise<unknown> {
  return apiRequest('/auth/logout', undefined, { method: 'DELETE', expireOn401: false });
}

/**
 * Ends the session (spec §4): the server token is revoked, then the state is cleared and the
 * user goes to "/", whose guard loads the sign-in page (a full page load, docs/decisions/0009);
 * while impersonating, the parent token comes back and the stored path is used.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (): Promise<{ exitTo: string | null } | null> => {
      // While impersonating, log out is exit: the parent session and its page come back (decision 0052).
      if (getAuth()?.parent) return { exitTo: await exitImpersonation() };
      try {
        await logout();
      } catch (error) {
        // An already-invalid token is as good as revoked; sign out locally anyway.
        console.error('Logout request failed', error);
      }
      return null;
    },
    onSettled: async (exited) => {
      if (exited) {
        // No path: the exit reloads the page itself (its parent was over too).
        if (exited.exitTo !== null) await navigate(exited.exitTo, { replace: true });
        return;
      }
      // Leave the page first, so the guard does not remember it as a post-login target.
      await navigate('/', { replace: true });
      clearAuth();
      clearUserQueries();
    },
  });
}
