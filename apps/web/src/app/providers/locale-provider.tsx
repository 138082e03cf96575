import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { Locale } from '@portal/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useBranding } from '../../lib/branding';
import { cacheFor, ltrCache } from '../../lib/emotion-cache';
import { activateLocale } from '../../lib/i18n';
import { directionOf, offeredLanguages, resolveLocale } from '../../lib/locale';
import { LocaleContext, type LocaleState } from '../../lib/locale-context';
import { usePreferences } from '../../lib/preferences';

interface Active {
  locale: Locale;
  cache: EmotionCache;
}

/** Picks the language (branding + preference), loads it, and sets `lang`/`dir` on <html>. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { data: branding } = useBranding();
  const { language } = usePreferences();
  // Nothing is activated before the branding says whether translation is on and in which language.
  const wanted = branding ? resolveLocale(branding, language) : null;
  const [active, setActive] = useState<Active | null>(null);

  useEffect(() => {
    if (wanted === null) return;
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
    defaultLocale: branding?.settings.default_locale ?? 'en',
    languages: offeredLanguages(branding),
  };
  return (
    <LocaleContext.Provider value={value}>
      <CacheProvider value={active?.cache ?? ltrCache}>{children}</CacheProvider>
    </LocaleContext.Provider>
  );
}
