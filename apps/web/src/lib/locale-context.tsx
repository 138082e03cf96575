import type { Locale } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { Direction } from './locale';

export interface LocaleState {
  locale: Locale;
  direction: Direction;
  /** False until the first language's strings (and RTL styles if needed) are in. */
  ready: boolean;
  /** The branding lets users choose their language (off by default). */
  translationEnabled: boolean;
  /** The branding's own language: its custom texts are written in it. */
  defaultLocale: Locale;
  /** The languages the switcher offers (the site's enabled ones). */
  languages: readonly Locale[];
}

export const LocaleContext = createContext<LocaleState>({
  locale: 'en',
  direction: 'ltr',
  ready: false,
  translationEnabled: false,
  defaultLocale: 'en',
  languages: ['en'],
});

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
