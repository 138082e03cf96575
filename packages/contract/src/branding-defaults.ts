import type { Branding } from './branding.js';
import { UI } from './constants.js';

/** The record used when the branding fetch fails (spec §3 defaults). */
export const DEFAULT_BRANDING: Branding = {
  id: null,
  name: '',
  title: '',
  logo_square: null,
  favicon: null,
  branding: {
    colors: { primary_color: '#a02fff', primary_darken_color: '#ff5b5b', stylesheet: null, stylesheet_version: null },
    login: null,
    forgot_password: null,
    register: null,
  },
  settings: {
    translation_enabled: false,
    languages: ['en'],
    default_locale: 'en',
    snackbar_timeout_ms: UI.snackbarTimeoutMs,
  },
};

export const DEFAULT_TITLE = 'Portal';

/**
 * The stylesheet URL with a time-stamp version parameter for cache busting: the time of the last
 * change the server records, or now when it records none (every load fetches it afresh).
 */
export function versionedStylesheet(path: string, version?: number | null): string {
  return `${path}${path.includes('?') ? '&' : '?'}v=${String(version ?? Date.now())}`;
}
