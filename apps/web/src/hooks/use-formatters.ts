import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  number: (value: number) => string;
}

/** Dates and numbers in the user's language (timestamps are stored UTC, shown local: DESIGN §5). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(language);
    return {
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      number: (value) => number.format(value),
    };
  }, [language]);
}
