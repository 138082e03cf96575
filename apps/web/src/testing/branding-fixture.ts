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
    colors: { primary_color: '#0a58ca', primary_darken_color: '#084298', stylesheet: '/branding/acme.css' },
  },
  settings: { translation_enabled: true, default_locale: 'en' },
};
