import type { Branding } from './branding.js';

/** The record used when the branding fetch fails (spec §3 defaults). */
export const DEFAULT_BRANDING: Branding = {
  id: null,
  name: '',
  title: '',
  logo_square: null,
  favicon: null,
  branding: {
    colors: { primary_color: '#a02fff', primary_darken_color: '#ff5b5b', stylesheet: null },
    login: null,
    forgot_password: null,
    register: null,
  },
  settings: { translation_enabled: false, default_locale: 'en' },
};

export const DEFAULT_TITLE = 'Portal';

/** The stylesheet URL with a time-stamp version parameter for cache busting. */
export function versionedStylesheet(path: string, now: number = Date.now()): string {
  return `${path}${path.includes('?') ? '&' : '?'}v=${now}`;
}
