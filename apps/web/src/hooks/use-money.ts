import { minorToMajor } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Formats an amount held in minor units (2500 EUR) as money in the UI language (€25.00, 25,00 €). */
export type MoneyFormat = (amountMinor: number, currency: string) => string;

/** One formatter per language and currency, built on first use (building one loads the language's data). */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(language: string, currency: string): Intl.NumberFormat | null {
  const key = `${language}|${currency}`;
  if (!formatters.has(key)) {
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 code Intl knows: the amount is shown with the code after it.
    }
    formatters.set(key, formatter);
  }
  return formatters.get(key) ?? null;
}

export function formatMoney(language: string, amountMinor: number, currency: string): string {
  const major = minorToMajor(amountMinor, currency);
  const formatter = formatterFor(language, currency);
  return formatter ? formatter.format(major) : `${new Intl.NumberFormat(language).format(major)} ${currency}`;
}

const byLanguage = new Map<string, MoneyFormat>();

/** Money in the user's language: minor units become major ones by the currency's fraction digits. */
export function useMoney(): MoneyFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  let format = byLanguage.get(language);
  if (!format) {
    format = (amountMinor, currency) => formatMoney(language, amountMinor, currency);
    byLanguage.set(language, format);
  }
  return format;
}
