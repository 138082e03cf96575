import { MESSAGES } from '@portal/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { nextSort, PAGE_SIZES, type SortValue } from '../../lib/list-state';
import type { RowKey } from '../../lib/resource/define-resource';
import { ListPagination } from './list-pagination';
import { ScrollRegion } from './scroll-region';
import { CellCheckbox } from './cells';
import { bodyStyles, ROW_HEIGHT } from './table-body-styles';

export interface ResourceColumn<Row, S extends string = string> {
  id: string;
  header: string;
  /** The cell's content; `tabIndex` (-1) goes on links and buttons inside it: the row is the tab stop. */
  cell: (row: Row, context: { tabIndex: -1 }) => ReactNode;
  /** The API's sort field for this column; without it the column does not sort. */
  sort?: S;
  align?: 'left' | 'right';
  minWidth?: number;
  /** Free text (a reason, a note) wraps onto more lines instead of widening the table. */
  wrap?: boolean;
}

export type TableChange<S extends string> = { page: number } | { perPage: number } | { sort: SortValue<S> | null };

export interface ResourceTableProps<Row, S extends string, K extends RowKey = RowKey> {
  /** A row's key (its selection id and React key); default its `id`. Products and ledger entries give their `uuid`. */
  rowKey?: (row: Row) => K;
  /** The table's accessible name. */
  label: string;
  columns: readonly ResourceColumn<Row, S>[];
  /** Undefined until the first page arrives (a skeleton of the final size is shown). */
  rows: readonly Row[] | undefined;
  total: number;
  /** See ListPagination: the total is a capped count. */
  totalCapped?: boolean;
  /** A request is in flight (the previous rows stay while the next page loads). */
  loading: boolean;
  page: number;
  perPage: number;
  sort: SortValue<S> | null;
  onChange: (change: TableChange<S>) => void;
  /** Where a row leads: click or Enter on the focused row opens it. */
  rowHref?: (row: Row) => string;
  /** What opening a row does when it leads nowhere (e.g. an edit dialog): click or Enter on the focused row. */
  onRowOpen?: (row: Row) => void;
  /** Checkbox selection for bulk actions; Space on the focused row toggles it. */
  selection?: { ids: readonly K[]; onChange: (ids: K[]) => void };
  /** Column ids not shown (column visibility). */
  hiddenColumns?: readonly string[];
  pageSizes?: readonly number[];
}

const INTERACTIVE = 'a, button, input, select, textarea, label';

/**
 * A server-paged, server-sorted table on MUI's table components. Rows are one tab stop (arrow keys
 * move between them, Enter opens, Space selects); once there are rows the footer stays while a page loads,
 * so nothing shifts.
 */
export function ResourceTable<Row, S extends string, K extends RowKey = RowKey>(props: ResourceTableProps<Row, S, K>) {
  const {
    label,
    rows,
    total,
    totalCapped,
    loading,
    page,
    perPage,
    sort,
    onChange,
    rowHref,
    onRowOpen,
    selection,
    pageSizes = PAGE_SIZES,
  } = props;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const body = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const hidden = new Set(props.hiddenColumns ?? []);
  const columns = props.columns.filter((column) => !hidden.has(column.id));
  const span = columns.length + (selection ? 1 : 0);
  const selected = new Set(selection?.ids ?? []);
  const keyOf = props.rowKey ?? ((row: Row) => (row as { id: K }).id);
  const pageIds = rows?.map(keyOf) ?? [];
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const current = Math.min(active, Math.max(pageIds.length - 1, 0));

  const toggle = (id: K) => {
    if (!selection) return;
    selection.onChange(selected.has(id) ? selection.ids.filter((other) => other !== id) : [...selection.ids, id]);
  };
  const toggleAll = () => {
    selection?.onChange(selectedOnPage === pageIds.length ? [] : pageIds);
  };
  const opens = Boolean(rowHref ?? onRowOpen);
  const open = (row: Row) => {
    if (rowHref) void navigate(rowHref(row));
    else onRowOpen?.(row);
  };
  const focusRow = (index: number) => {
    const target = body.current?.querySelectorAll<HTMLElement>('tr[data-row]')[index];
    target?.focus();
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: pageIds.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(to, pageIds.length - 1)));
    } else if (event.target === event.currentTarget && event.key === 'Enter' && opens) {
      event.preventDefault();
      open(row);
    } else if (event.target === event.currentTarget && event.key === ' ' && selection) {
      event.preventDefault();
      toggle(keyOf(row));
    }
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    open(row);
  };

  const phase = rows === undefined ? 'skeleton' : 'rows';
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      {loading && rows ? (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}
        />
      ) : null}
      <ScrollRegion label={label}>
        {/* The skeleton's head and body are replaced (not resized) when the rows come: nothing on the page
            moves, whatever the rows' count and the columns' widths (docs/decisions/0073). The table itself
            stays, so whoever holds it (a screen reader's place, a test) keeps it. */}
        <Table
          aria-label={label}
          aria-busy={loading}
          sx={bodyStyles}
          data-skeleton-table={rows === undefined ? '' : undefined}
        >
          <TableHead key={`head-${phase}`}>
            <TableRow sx={{ height: ROW_HEIGHT }}>
              {selection ? (
                <TableCell padding="checkbox">
                  <CellCheckbox
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                    label={t('list.selectAll')}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const direction =
                  column.sort && sort === column.sort
                    ? 'asc'
                    : column.sort && sort === `-${column.sort}`
                      ? 'desc'
                      : false;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={direction}
                    sx={{ minWidth: column.minWidth, whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    {column.sort ? (
                      <TableSortLabel
                        active={direction !== false}
                        direction={direction || 'asc'}
                        onClick={() => {
                          if (column.sort) onChange({ sort: nextSort(sort, column.sort) });
                        }}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody key={`body-${phase}`} ref={body}>
            {rows === undefined
              ? Array.from({ length: perPage }, (_, index) => (
                  <tr key={index} data-testid="skeleton-row">
                    {Array.from({ length: span }, (_cell, cell) => (
                      <td key={cell}>
                        <span data-skeleton="" />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {rows?.length === 0 ? (
              <tr>
                <td colSpan={span} data-empty="">
                  {translate(MESSAGES.noData)}
                </td>
              </tr>
            ) : null}
            {rows?.map((row, index) => (
              // Plain elements styled once by the table (bodyStyles): a page of rows renders no styled
              // component per cell, which was most of the list's rendering time.
              <tr
                key={keyOf(row)}
                data-row=""
                data-selected={selected.has(keyOf(row)) ? '' : undefined}
                data-link={opens ? '' : undefined}
                tabIndex={index === current ? 0 : -1}
                onFocus={() => {
                  setActive(index);
                }}
                onKeyDown={(event) => {
                  onRowKeyDown(event, row, index);
                }}
                onClick={(event) => {
                  onRowClick(event, row);
                }}
              >
                {selection ? (
                  <td data-checkbox="">
                    <CellCheckbox
                      checked={selected.has(keyOf(row))}
                      onChange={() => {
                        toggle(keyOf(row));
                      }}
                      label={t('list.selectRow')}
                      tabIndex={-1}
                    />
                  </td>
                ) : null}
                {columns.map((column, position) => (
                  <td
                    key={column.id}
                    data-align={column.align}
                    data-wrap={column.wrap || undefined}
                    data-label={column.header}
                    data-main={position === 0 ? '' : undefined}
                  >
                    {column.cell(row, { tabIndex: -1 })}
                  </td>
                ))}
              </tr>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {/* Shown with the first rows: under a skeleton taller than the rows it would move up when they come. */}
      {rows === undefined ? null : (
        <ListPagination
          total={total}
          totalCapped={totalCapped}
          page={page}
          perPage={perPage}
          pageSizes={pageSizes}
          onChange={onChange}
        />
      )}
    </Box>
  );
}
