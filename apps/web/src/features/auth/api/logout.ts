import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth, restoreParent } from '../../../lib/auth-store';
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
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // An already-invalid token is as good as revoked; sign out locally anyway.
        console.error('Logout request failed', error);
      }
    },
    onSettled: async () => {
      const parentRedirect = restoreParent();
      if (parentRedirect !== null) {
        clearUserQueries();
        await navigate(parentRedirect, { replace: true });
        return;
      }
      // Leave the page first, so the guard does not remember it as a post-login target.
      await navigate('/', { replace: true });
      clearAuth();
      clearUserQueries();
    },
  });
}
