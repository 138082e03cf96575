import type { Locale } from '@portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import type { CoreTranslation } from '../locales/en';
import type { TranslationShape } from '../locales/types';
import { loadShownFeatureStrings } from './feature-strings';
import { setUpLocales } from './i18n-setup';

type Resource = TranslationShape<CoreTranslation>;

// English ships with the app; French and Arabic are fetched when first chosen. Feature strings
// come with their pages (lib/feature-strings.ts).
const loaders: Record<Locale, () => Promise<Resource>> = {
  en: () => Promise.resolve(en),
  fr: () => import('../locales/fr').then((module) => module.fr),
  ar: () => import('../locales/ar').then((module) => module.ar),
};

/** Loads a language's strings once, then switches to it. */
export const activateLocale = setUpLocales<Resource>(i18n.use(initReactI18next), en, loaders, loadShownFeatureStrings);

export { i18n };
