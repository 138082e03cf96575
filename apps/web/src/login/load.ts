import type { Branding } from '@portal/contract';
import type { Locale } from '@portal/contract/constants';
import { takeFlash, type Flash } from '../lib/flash';
import { directionOf, resolveLocale } from '../lib/locale';
import { pageNavigation } from '../lib/page-navigation';
import { applyBrandingHead, applyTheme, fetchBranding } from './branding';
import { activateLocale } from './i18n';
import { readPreferences, resolveMode, type LoginPreferences } from './preferences';
import { hasStoredToken } from './sign-in';

export interface LoginPageData {
  branding: Branding;
  preferences: LoginPreferences;
  locale: Locale;
  flash: Flash | null;
}

/** Loads a language (once) and sets <html lang dir>. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Everything the page needs before it shows: a signed-in visitor is sent to "/" instead (null);
 * otherwise the stored theme applies at once, then branding, language and the one-shot flash.
 */
export async function loadLoginPage(): Promise<LoginPageData | null> {
  if (hasStoredToken()) {
    pageNavigation.replace('/');
    return null;
  }
  const preferences = readPreferences();
  const branding = fetchBranding(window.location.hostname);
  applyTheme(null, preferences, resolveMode(preferences.theme));
  const loaded = await branding;
  applyBrandingHead(loaded);
  applyTheme(loaded.branding.colors.primary_color, preferences, resolveMode(preferences.theme));
  let locale = resolveLocale(loaded, preferences.language);
  try {
    await switchLocale(locale);
  } catch (error) {
    console.error(`The ${locale} strings could not be loaded; showing English.`, error);
    locale = 'en';
    await switchLocale(locale);
  }
  return { branding: loaded, preferences, locale, flash: takeFlash() };
}
