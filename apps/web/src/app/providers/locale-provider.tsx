import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { Locale } from '@portal/contract';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBranding } from '../../features/branding/api/get-branding';
import { cacheFor, ltrCache } from '../../lib/emotion-cache';
import { activateLocale } from '../../lib/i18n';
import { directionOf, resolveLocale, type Direction } from '../../lib/locale';
import { usePreferences } from '../../lib/preferences';

interface LocaleState {
  locale: Locale;
  direction: Direction;
  /** False until the first language's strings (and RTL styles if needed) are in. */
  ready: boolean;
  translationEnabled: boolean;
}

const LocaleContext = createContext<LocaleState>({
  locale: 'en',
  direction: 'ltr',
  ready: false,
  translationEnabled: false,
});

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

interface Active {
  locale: Locale;
  cache: EmotionCache;
}

/** Picks the language (branding + preference), loads it, and sets `lang`/`dir` on <html>. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { data: branding } = useBranding();
  const { language } = usePreferences();
  const wanted = resolveLocale(branding, language);
  const [active, setActive] = useState<Active | null>(null);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([activateLocale(wanted), cacheFor(directionOf(wanted))]).then(([, cache]) => {
      if (!cancelled) setActive({ locale: wanted, cache });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  const locale = active?.locale ?? 'en';
  const direction = directionOf(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);

  const value: LocaleState = {
    locale,
    direction,
    ready: active !== null,
    translationEnabled: branding?.settings.translation_enabled ?? false,
  };
  return (
    <LocaleContext.Provider value={value}>
      <CacheProvider value={active?.cache ?? ltrCache}>{children}</CacheProvider>
    </LocaleContext.Provider>
  );
}
