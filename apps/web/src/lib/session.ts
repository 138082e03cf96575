import { MESSAGES } from '@portal/contract';
import { clearAuth, getAuth } from './auth-store';
import { notify } from './notifications';
import { clearUserQueries } from './query-client';

type Redirect = (path: string) => void;

let redirect: Redirect = (path) => { window.location.assign(path); };

/** The router registers its navigate function so an expired session stays a client-side move. */
export function setSessionRedirect(next: Redirect): void {
  redirect = next;
}

/** Any 401 (spec §8): "Your session has expired.", auth state cleared, off to /login. */
export function expireSession(): void {
  if (!getAuth()) return;
  clearAuth();
  clearUserQueries();
  notify({ type: 'error', message: MESSAGES.sessionExpired });
  redirect('/login');
}
