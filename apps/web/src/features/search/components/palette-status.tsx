import Box from '@mui/material/Box';
import { SEARCH_LIMITS } from '@portal/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  term: string;
  pending: boolean;
  failed: boolean;
  /** How many records the search found, once it answered for the term. */
  hits: number | undefined;
}

/** The palette's footer: what the search is doing, announced politely, and the keys it takes. */
export function PaletteStatus({ term, pending, failed, hits }: Props) {
  const { t } = useTranslation();
  const text = term.trim();
  const status = !text
    ? ''
    : text.length < SEARCH_LIMITS.minLength
      ? t('search.typeMore')
      : pending
        ? t('search.searching')
        : failed
          ? t('search.failed')
          : hits === 0
            ? t('search.none', { term: text })
            : hits !== undefined
              ? t('search.count', { count: hits })
              : '';
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      <span role="status">{status}</span>
      <span>{t('search.hint')}</span>
    </Box>
  );
}
