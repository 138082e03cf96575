import { MESSAGES, type Locale } from '@portal/contract';
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, frFR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { useLocale } from '../../lib/locale-context';

const GRID_LOCALES: Record<Exclude<Locale, 'en'>, Partial<GridLocaleText>> = {
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * MUI X's own texts for the active language (pagination, selection, sorting), with the spec's
 * empty state ("No data available") in place of the grid's.
 * Import only from lazy pages: the grid and its locales stay out of the entry chunk.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { locale } = useLocale();
  const translate = useTranslateMessage();
  return useMemo(
    () => ({
      ...(locale === 'en' ? {} : GRID_LOCALES[locale]),
      noRowsLabel: translate(MESSAGES.noData),
      noResultsOverlayLabel: translate(MESSAGES.noData),
    }),
    [locale, translate],
  );
}
