import { MESSAGES } from '@portal/contract';
import { clearAuth, getAuth, restoreParent } from './auth-store';
import { setFlash } from './flash';
import { loginRedirect } from './login-path';
import { pageNavigation } from './page-navigation';
import { clearUserQueries } from './query-client';

/**
 * Any 401 (spec §8): auth state cleared (an impersonation token's gives the parent back instead), then a full page load of the sign-in page, which shows
 * "Your session has expired." from a one-shot flash and brings the user back here afterwards.
 */
export function expireSession(): void {
  const auth = getAuth();
  if (!auth) return;
  // The flash first: clearing auth re-renders the route guard, which may leave for /login as well.
  setFlash({ type: 'error', message: MESSAGES.sessionExpired });
  // An impersonation that ended (expired, or its parent revoked) returns to the staff member's own
  // session and page; should that be over too, its first request comes back here (decision 0052).
  if (auth.parent) {
    const back = restoreParent() ?? '/';
    clearUserQueries();
    pageNavigation.replace(back);
    return;
  }
  clearAuth();
  clearUserQueries();
  pageNavigation.replace(loginRedirect(window.location));
}
