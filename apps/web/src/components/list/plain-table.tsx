import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region';

/**
 * A column of the header row by its id, named `<fields>.<id>` unless it gives its `label`; `false`
 * (a column the viewer may not use) is left out.
 */
export type PlainColumn = string | HeaderCell | false;

interface HeaderCell {
  id: string;
  label?: string;
  align?: 'right';
}

interface PlainTableProps {
  /** Where the columns' names are (`employers.history`: `employers.history.when`). */
  fields: string;
  columns: readonly PlainColumn[];
  /** The table's accessible name: its own label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** A request for the rows is in flight (the rows shown stay). */
  busy?: boolean;
  sx?: SxProps<Theme>;
  /** The rows, each a `<TableRow>`. */
  children: ReactNode;
  /** Below the table, inside its container (the page buttons of a paged section). */
  footer?: ReactNode;
}

/**
 * A short table on a record's page (a history, the users and invitations of an employer, discount
 * tiers, a candidate's applications): MUI's small table, a header row of column names and the rows.
 * A list that pages, sorts and selects on the server is a `<ResourceTable>` instead.
 */
export function PlainTable({ fields, columns, label, labelledBy, busy, sx, children, footer }: PlainTableProps) {
  const { t } = useTranslation();
  const shown = columns.flatMap((column): HeaderCell[] =>
    column === false ? [] : [typeof column === 'string' ? { id: column } : column],
  );
  return (
    <ScrollRegion label={label} labelledBy={labelledBy}>
      <Table size="small" aria-label={label} aria-labelledby={labelledBy} aria-busy={busy} sx={sx}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.label ?? t(`${fields}.${column.id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
      {footer}
    </ScrollRegion>
  );
}
