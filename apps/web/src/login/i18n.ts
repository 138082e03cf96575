import type { Locale } from '@portal/contract/constants';
import { messageKey } from '@portal/contract/messages';
import { createInstance, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { loginResource, type LoginTranslation } from '../locales/en/login';
import type { TranslationShape } from '../locales/types';
import { setUpLocales } from '../lib/i18n-setup';

/*
 * i18next core with the sign-in page's own slice of the locales (locales/<lang>/login.ts): the
 * keys are the SPA's, English ships with the page, French and Arabic load when first needed.
 * Its own instance, so it never meets the SPA's (tests load both).
 */
type Resource = TranslationShape<LoginTranslation>;

const loaders: Record<Locale, () => Promise<Resource>> = {
  en: () => Promise.resolve(loginResource),
  fr: () => import('../locales/fr/login').then((module) => module.loginResource),
  ar: () => import('../locales/ar/login').then((module) => module.loginResource),
};

export const i18n = createInstance();

/** Loads a language's strings once, then switches to it. */
export const activateLocale = setUpLocales<Resource>(i18n, loginResource, loaders);

function subscribe(callback: () => void): () => void {
  i18n.on('languageChanged', callback);
  return () => {
    i18n.off('languageChanged', callback);
  };
}

/** The translate function of the language in force; components re-render when it changes. */
export function useT(): TFunction {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => i18n.getFixedT(language), [language]);
}

/** A contract message (API or flash) in the user's language; unknown text is shown as is. */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKey(text);
  return key ? t(`messages.${key}`) : text;
}
