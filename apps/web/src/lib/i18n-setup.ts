import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/contract/constants';
import type { i18n as I18n } from 'i18next';

/**
 * The one i18next set-up of the SPA and the sign-in page: English ships with the bundle, French and
 * Arabic are fetched when first chosen. Returns the function that switches language.
 */
export function setUpLocales<R extends object>(
  instance: I18n,
  english: R,
  loaders: Record<Locale, () => Promise<R>>,
  /** Runs once the language's own strings are in, before the switch (the SPA's feature strings). */
  beforeSwitch: (locale: Locale) => Promise<void> = () => Promise.resolve(),
): (locale: Locale) => Promise<void> {
  // Kept here, not read from i18next: a feature's strings may add a language's bundle first.
  const loaded = new Set<Locale>([FALLBACK_LOCALE]);
  void instance.init({
    resources: { [FALLBACK_LOCALE]: { translation: english } },
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return async (locale) => {
    if (!loaded.has(locale)) {
      instance.addResourceBundle(locale, 'translation', await loaders[locale](), true, false);
      loaded.add(locale);
    }
    await beforeSwitch(locale);
    if (instance.language !== locale) await instance.changeLanguage(locale);
  };
}
