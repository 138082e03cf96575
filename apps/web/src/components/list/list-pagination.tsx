import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  total: number;
  /** The API counted only up to its threshold (meta.total_capped): the count reads "10000+". */
  totalCapped?: boolean;
  /** 1-based, as in the URL. */
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  onChange: (change: { page: number } | { perPage: number }) => void;
}

/** The list footer: always rendered (also while loading and when empty), so the page does not shift. */
export function ListPagination({
  total,
  totalCapped = false,
  page,
  perPage,
  pageSizes,
  onChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  // MUI warns when the page lies past the count (the count is 0 while the first page loads).
  const lastIndex = Math.max(0, Math.ceil(total / perPage) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastIndex)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => {
        onChange({ page: next + 1 });
      }}
      onRowsPerPageChange={(event) => {
        onChange({ perPage: Number(event.target.value) });
      }}
      labelRowsPerPage={t('list.perPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('list.displayed', { from, to, count: totalCapped ? `${count}+` : count })
      }
      getItemAriaLabel={(type) => t(`list.pager.${type}`)}
    />
  );
}
