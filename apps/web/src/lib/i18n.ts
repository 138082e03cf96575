import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import type { Translation } from '../locales/en';
import type { TranslationShape } from '../locales/types';

type Resource = TranslationShape<Translation>;

// English ships with the app; French and Arabic are fetched when first chosen.
const loaders: Record<Locale, () => Promise<Resource>> = {
  en: () => Promise.resolve(en),
  fr: () => import('../locales/fr').then((module) => module.fr),
  ar: () => import('../locales/ar').then((module) => module.ar),
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads a language's strings once, then switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export { i18n };
