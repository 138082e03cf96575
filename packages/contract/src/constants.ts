/** Custom request headers (spec §3), exact names. */
export const HEADERS = {
  enterprise: 'X-AF-EID',
  account: 'X-AF-AID',
  site: 'X-AF-SID',
  employer: 'X-AF-EMPID',
  brandingToken: 'X-AF-Branding-Token',
} as const;

export const API_BASE = '/portal';

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export const UI = {
  /** Spec §9 gives 10000 and 5000 ms; 5000 is our default, configurable (docs/decisions). */
  snackbarTimeoutMs: 5000,
  scrollTopThresholdPx: 200,
  overlayZIndex: 2000,
  overlayNavBreakpointPx: 976,
  themePrimary: '#7367F0',
  themePrimaryDarken: '#675DD8',
} as const;

export const BANNER = { width: 1000, height: 250 } as const;

export const PAGING = { defaultPerPage: 25, maxPerPage: 100 } as const;

/** Tags allowed in sanitised HTML (spec §9). */
export const ALLOWED_HTML_TAGS = [
  'a',
  'b',
  'br',
  'strong',
  'i',
  'em',
  'mark',
  'small',
  'del',
  'ins',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'p',
  'span',
  'ul',
  'li',
] as const;
