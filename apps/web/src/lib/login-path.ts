import { safeRedirectPath } from './safe-redirect';

/** The sign-in page: its own HTML document (login.html), not an SPA route (docs/decisions/0009). */
export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'to';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The login URL for a visitor: the original query kept, plus `to` = the full path unless it is just "/". */
export function loginRedirect(location: PageLocation): string {
  const params = new URLSearchParams(location.search);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  if (fullPath === '/') params.delete(REDIRECT_PARAM);
  else params.set(REDIRECT_PARAM, fullPath);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Whether a URL is the sign-in page, which only a full page load can reach. */
export function isLoginUrl(url: string): boolean {
  return url === LOGIN_PATH || url.startsWith(`${LOGIN_PATH}?`) || url.startsWith(`${LOGIN_PATH}#`);
}

/** Where to go after signing in: the `to` query path when it is same-origin, else "/". */
export function postLoginTarget(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? '/';
}
