import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/contract/constants';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Strings only a feature's pages use, one loader per language, merged under the feature's name
 * (`consultants.title`). A feature declares them in its manifest (features/<name>/manifest.ts);
 * strings the shell or several features use stay in the core resource of `locales/<language>/index.ts`.
 */
export interface FeatureStrings {
  name: string;
  loaders: Record<Locale, () => Promise<object>>;
}

/**
 * A feature's strings from its file in each language, exported there as `name`:
 * `featureStrings('consultants', (locale) => import(`../../locales/${locale}/consultants.ts`))`. The
 * path is the feature's own, so the build makes one chunk of each language's file (Vite's dynamic
 * import with a variable) and nothing else.
 */
export function featureStrings(
  name: string,
  load: (locale: Locale) => Promise<Record<string, object | undefined>>,
): FeatureStrings {
  const loaders = LOCALES.map((locale) => [locale, async () => (await load(locale))[name] ?? {}] as const);
  return { name, loaders: Object.fromEntries(loaders) as FeatureStrings['loaders'] };
}

const loaded = new Map<string, Promise<void>>();
const shown = new Set<FeatureStrings>();
let switchingTo: Locale | null = null;

function load(strings: FeatureStrings, locale: Locale): Promise<void> {
  const key = `${strings.name}:${locale}`;
  let done = loaded.get(key);
  if (!done) {
    done = strings.loaders[locale]().then((bundle) => {
      i18n.addResourceBundle(locale, 'translation', { [strings.name]: bundle }, true, true);
    });
    // A failed fetch (offline) is retried the next time the page opens.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/** A feature's strings in English (the fallback), the current language and one being switched to. */
export async function loadFeatureStrings(strings: FeatureStrings): Promise<void> {
  shown.add(strings);
  const locales = new Set<Locale>([FALLBACK_LOCALE, i18n.language as Locale]);
  if (switchingTo) locales.add(switchingTo);
  await Promise.all([...locales].map((locale) => load(strings, locale)));
}

/**
 * Before a language switch (lib/i18n.ts): the new language's strings of every feature already
 * shown, so an open page never flashes raw keys.
 */
export async function loadShownFeatureStrings(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...shown].map((strings) => load(strings, locale)));
  } finally {
    switchingTo = null;
  }
}

/**
 * A route's `lazy`: the page's code and its feature's strings, fetched in parallel
 * (`lazyPage(strings, () => import('./routes/settings').then((m) => m.SettingsRoute))`).
 */
export function lazyPage(strings: FeatureStrings, page: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([page(), loadFeatureStrings(strings)]);
    return { Component };
  };
}

/**
 * A feature's routes that also fetch the other features' strings it declares in `uses` (its
 * manifest), with each page's code: a page never shows another feature's key because that feature's
 * page was not opened first (decision 0067).
 */
export function withUsedStrings(routes: readonly RouteObject[], uses: readonly FeatureStrings[] = []): RouteObject[] {
  if (uses.length === 0) return [...routes];
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route, ...(children ? { children: withUsedStrings(children, uses) } : {}) } as RouteObject;
    if (typeof lazy === 'function') {
      next.lazy = async () => {
        const [loaded] = await Promise.all([lazy(), ...uses.map(loadFeatureStrings)]);
        return loaded;
      };
    }
    return next;
  });
}
