import { minorToMajor } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an amount held in minor units (2500 EUR) as money in the UI language (€25.00, 25,00 €). */
export type MoneyFormat = (amountMinor: number, currency: string) => string;

export function formatMoney(language: string, amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorToMajor(amountMinor, currency));
  } catch {
    // An unknown currency code still shows its amount.
    return `${new Intl.NumberFormat(language).format(minorToMajor(amountMinor, currency))} ${currency}`;
  }
}

/** Money in the user's language: minor units become major ones by the currency's fraction digits. */
export function useMoney(): MoneyFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => (amountMinor, currency) => formatMoney(language, amountMinor, currency), [language]);
}
