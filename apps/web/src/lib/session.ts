import { MESSAGES } from '@portal/contract';
import { clearAuth, getAuth } from './auth-store';
import { setFlash } from './flash';
import { loginRedirect } from './login-path';
import { pageNavigation } from './page-navigation';
import { clearUserQueries } from './query-client';

/**
 * Any 401 (spec §8): auth state cleared, then a full page load of the sign-in page, which shows
 * "Your session has expired." from a one-shot flash and brings the user back here afterwards.
 */
export function expireSession(): void {
  if (!getAuth()) return;
  // The flash first: clearing auth re-renders the route guard, which may leave for /login as well.
  setFlash({ type: 'error', message: MESSAGES.sessionExpired });
  clearAuth();
  clearUserQueries();
  pageNavigation.replace(loginRedirect(window.location));
}
