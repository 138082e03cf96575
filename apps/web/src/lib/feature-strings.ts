import { FALLBACK_LOCALE, type Locale } from '@portal/contract/constants';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { FEATURE_STRINGS, type Feature } from '../locales/feature-strings';

const loaded = new Map<string, Promise<void>>();
const shown = new Set<Feature>();
let switchingTo: Locale | null = null;

function load(feature: Feature, locale: Locale): Promise<void> {
  const key = `${feature}:${locale}`;
  let done = loaded.get(key);
  if (!done) {
    done = FEATURE_STRINGS[feature][locale]().then((strings) => {
      i18n.addResourceBundle(locale, 'translation', { [feature]: strings }, true, true);
    });
    // A failed fetch (offline) is retried the next time the page opens.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/** A feature's strings in English (the fallback), the current language and one being switched to. */
export async function loadFeatureStrings(feature: Feature): Promise<void> {
  shown.add(feature);
  const locales = new Set<Locale>([FALLBACK_LOCALE, i18n.language as Locale]);
  if (switchingTo) locales.add(switchingTo);
  await Promise.all([...locales].map((locale) => load(feature, locale)));
}

/**
 * Before a language switch (lib/i18n.ts): the new language's strings of every feature already
 * shown, so an open page never flashes raw keys.
 */
export async function loadShownFeatureStrings(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...shown].map((feature) => load(feature, locale)));
  } finally {
    switchingTo = null;
  }
}

/** A route's `lazy`: the page's code and its feature's strings, fetched in parallel. */
export function lazyPage<M>(feature: Feature, page: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([page(), loadFeatureStrings(feature)]);
    return { Component: pick(module) };
  };
}
