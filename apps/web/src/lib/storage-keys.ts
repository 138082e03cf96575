/**
 * The browser-storage entries shared by the SPA and the lean sign-in page (src/login),
 * which reads and writes them without the SPA's stores.
 */
export const AUTH_STORAGE_KEY = 'portal-auth';
export const PREFERENCES_STORAGE_KEY = 'portal-settings';
/** sessionStorage: a one-shot message for the next page (e.g. "Your session has expired."). */
export const FLASH_STORAGE_KEY = 'portal-flash';
/** sessionStorage: the signed-in user as the sign-in answer carried it, for the SPA's first page. */
export const ME_HANDOFF_STORAGE_KEY = 'portal-me-handoff';
/** localStorage: the last branding record per host, shown at once while the page fetches a fresh one. */
export const BRANDING_STORAGE_KEY = 'portal-branding';
/** localStorage: the selected account, site and employer ids (lib/scope-store.ts). */
export const SCOPE_STORAGE_KEY = 'portal-scope';
