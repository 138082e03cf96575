import type { Branding } from '@portal/contract';
// The zod-free module: the lean sign-in page (src/login) uses this file too.
import { FALLBACK_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '@portal/contract/constants';

export type Direction = 'ltr' | 'rtl';

/** The names each language goes by in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/**
 * The language in force: the user's choice when the site enables translation and that language,
 * otherwise the branding's default locale (English when branding is unknown).
 */
export function resolveLocale(branding: Branding | undefined, preferred: Locale | null): Locale {
  const fallback = branding?.settings.default_locale ?? FALLBACK_LOCALE;
  if (!branding?.settings.translation_enabled) return fallback;
  return preferred && offeredLanguages(branding).includes(preferred) ? preferred : fallback;
}

/** The languages a user may choose from: the site's enabled ones (every one a record does not list). */
export function offeredLanguages(branding: Branding | undefined): readonly Locale[] {
  const listed = branding?.settings.languages;
  return listed?.length ? LOCALES.filter((locale) => listed.includes(locale)) : LOCALES;
}

export function directionOf(locale: Locale): Direction {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
