/**
 * The browser-storage entries shared by the SPA and the lean sign-in page (src/login),
 * which reads and writes them without the SPA's stores.
 */
export const AUTH_STORAGE_KEY = 'portal-auth';
export const PREFERENCES_STORAGE_KEY = 'portal-settings';
/** sessionStorage: a one-shot message for the next page (e.g. "Your session has expired."). */
export const FLASH_STORAGE_KEY = 'portal-flash';
