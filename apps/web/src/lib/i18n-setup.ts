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
): (locale: Locale) => Promise<void> {
  void instance.init({
    resources: { [FALLBACK_LOCALE]: { translation: english } },
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return async (locale) => {
    if (!instance.hasResourceBundle(locale, 'translation')) {
      instance.addResourceBundle(locale, 'translation', await loaders[locale]());
    }
    if (instance.language !== locale) await instance.changeLanguage(locale);
  };
}
