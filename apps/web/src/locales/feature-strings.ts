import type { Locale } from '@portal/contract/constants';

/**
 * Strings only a feature's pages use, fetched with those pages (lib/feature-strings.ts) instead of
 * riding in the entry chunk every page downloads. A feature whose keys the shell or other features
 * use (employers: navigation, invitations) stays in the core resource of `./en`.
 */
export const FEATURE_STRINGS = {
  consultants: {
    en: () => import('./en/consultants').then((m) => m.consultants),
    fr: () => import('./fr/consultants').then((m) => m.consultants),
    ar: () => import('./ar/consultants').then((m) => m.consultants),
  },
  credits: {
    en: () => import('./en/credits').then((m) => m.credits),
    fr: () => import('./fr/credits').then((m) => m.credits),
    ar: () => import('./ar/credits').then((m) => m.credits),
  },
  settings: {
    en: () => import('./en/settings').then((m) => m.settings),
    fr: () => import('./fr/settings').then((m) => m.settings),
    ar: () => import('./ar/settings').then((m) => m.settings),
  },
} satisfies Record<string, Record<Locale, () => Promise<object>>>;

export type Feature = keyof typeof FEATURE_STRINGS;
