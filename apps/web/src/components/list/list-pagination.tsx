import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deepestPage } from '../../lib/list-state';
import { PageButtons } from './page-buttons';

/** An estimate to three significant figures, in the reader's digits: 311,942 → "312,000". */
const roughly = (n: number, language: string) =>
  new Intl.NumberFormat(language, { maximumSignificantDigits: 3 }).format(n);

interface ListPaginationProps {
  total: number;
  /** `total` is the API's estimate past its exact-count threshold (meta.total_capped): "about 312,000". */
  totalCapped?: boolean;
  /** 1-based, as in the URL. */
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  onChange: (change: { page: number } | { perPage: number }) => void;
}

/**
 * The list footer: always rendered (also while loading and when empty), so the page does not shift. It looks
 * like MUI's TablePagination, with a native rows-per-page select instead of its menu select (~25 kB with its
 * tooltips), which no list page then downloads before its first row.
 */
export function ListPagination({
  total,
  totalCapped = false,
  page,
  perPage,
  pageSizes,
  onChange,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  // The count is 0 while the first page loads: the page shown never lies past the last one, nor
  // past the deepest page the API serves.
  const lastIndex = Math.max(0, Math.min(Math.ceil(total / perPage), deepestPage(perPage)) - 1);
  const index = Math.max(0, Math.min(page - 1, lastIndex));
  const from = total === 0 ? 0 : index * perPage + 1;
  const to = Math.min(total, (index + 1) * perPage);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: 52,
        // Physical sides, as MUI's own: the right-to-left style plugin mirrors them.
        pl: { xs: 2, sm: 3 },
        pr: '2px',
        overflow: 'auto',
        color: 'text.primary',
        typography: 'body2',
      }}
    >
      <Box sx={{ flex: '1 1 100%' }} />
      {pageSizes.length > 1 ? (
        <>
          <Typography component="label" htmlFor={selectId} variant="body2" sx={{ flexShrink: 0 }}>
            {t('list.perPage')}
          </Typography>
          <NativeSelect
            id={selectId}
            value={perPage}
            onChange={(event) => {
              onChange({ perPage: Number(event.target.value) });
            }}
            input={<InputBase />}
            sx={{
              flexShrink: 0,
              ml: 1,
              mr: 4,
              color: 'inherit',
              fontSize: 'inherit',
              // As wide as the chosen size, like MUI's select (where supported; else as wide as the widest).
              '& select': { pl: 1, textAlign: 'right', textAlignLast: 'right', fieldSizing: 'content' },
              '& select:focus': { bgcolor: 'action.focus' },
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </>
      ) : null}
      <Typography variant="body2" sx={{ flexShrink: 0 }}>
        {totalCapped
          ? t('list.displayedAbout', { from, to, total: roughly(total, i18n.language) })
          : t('list.displayed', { from, to, total })}
      </Typography>
      <PageButtons
        pageIndex={index}
        lastIndex={lastIndex}
        onPage={(next) => {
          onChange({ page: next + 1 });
        }}
      />
    </Box>
  );
}
