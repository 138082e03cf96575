import { DEFAULT_BRANDING, type Branding } from '@portal/contract';

/** A site's branding record as the API answers it, for tests of the white-label shell. */
export const acmeBranding: Branding = {
  ...DEFAULT_BRANDING,
  id: 3,
  name: 'careers',
  title: 'Acme Careers',
  logo_square: '/branding/acme.svg',
  favicon: '/branding/acme.ico',
  branding: {
    ...DEFAULT_BRANDING.branding,
    colors: {
      primary_color: '#0a58ca',
      primary_darken_color: '#084298',
      stylesheet: '/branding/acme.css',
      stylesheet_version: null,
    },
  },
  settings: {
    translation_enabled: true,
    languages: ['en', 'fr', 'ar'],
    default_locale: 'en',
    snackbar_timeout_ms: 5000,
  },
};
