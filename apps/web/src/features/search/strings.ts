import type { FeatureStrings } from '../../lib/feature-strings';

/** The palette's and the shortcuts menu's strings, fetched with their code on first open. */
export const searchStrings: FeatureStrings = {
  name: 'search',
  loaders: {
    en: () => import('../../locales/en/search').then((m) => m.search),
    fr: () => import('../../locales/fr/search').then((m) => m.search),
    ar: () => import('../../locales/ar/search').then((m) => m.search),
  },
};
