import { useTranslation } from 'react-i18next';

export interface Formatters {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** A calendar date (`YYYY-MM-DD`, e.g. a job's advert start): the same day in every time zone. */
  day: (date: string) => string;
  number: (value: number) => string;
}

/**
 * One set per language for the whole app, each Intl formatter built on first use: building one is
 * costly (the language's data is loaded), and most pages use only one or two of them.
 */
const byLanguage = new Map<string, LanguageFormatters>();

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

interface LanguageFormatters extends Formatters {
  /** Builds the formatters not built yet. */
  warm: () => void;
}

function formattersFor(language: string): LanguageFormatters {
  let formatters = byLanguage.get(language);
  if (!formatters) {
    const date = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));
    const dateTime = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
    const day = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }));
    const number = once(() => new Intl.NumberFormat(language));
    formatters = {
      day: (value) => day().format(new Date(`${value}T00:00:00Z`)),
      date: (iso) => date().format(new Date(iso)),
      dateTime: (iso) => dateTime().format(new Date(iso)),
      number: (value) => number().format(value),
      warm: () => {
        date();
        dateTime();
        number();
      },
    };
    byLanguage.set(language, formatters);
  }
  return formatters;
}

/**
 * Builds the current language's formatters while the browser is idle (boot: the first page is waiting for its
 * data), so the first rows do not pay for them (~20–30 ms in a cold list load, docs/benchmarks.md).
 */
export function warmFormattersWhenIdle(language: () => string): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  whenIdle(() => {
    formattersFor(language()).warm();
  });
}

/** Dates and numbers in the user's language (timestamps are stored UTC, shown local: DESIGN §5). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
