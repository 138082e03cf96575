import { CellLink, CellLinkButton } from '../list/cells';
import type { ListColumn } from './resource-list';

/** Where the record's name leads: its page, or a dialog the list opens. */
export type RecordOpen<Row> = { href: (row: Row) => string } | { onOpen: (row: Row) => void };

/**
 * The column that opens a record by its name (isolated: a name may run in another direction than
 * the page), sorted on the server by that field; its header is the field's name.
 */
export function recordLinkColumn<Row, S extends string, F extends S & keyof Row>(
  field: F,
  open: RecordOpen<Row>,
  minWidth = 180,
): ListColumn<Row, S> {
  return {
    id: field,
    sort: field,
    minWidth,
    cell: (row, { tabIndex }) => {
      const name = <bdi>{String(row[field])}</bdi>;
      if ('href' in open) {
        return (
          <CellLink to={open.href(row)} tabIndex={tabIndex}>
            {name}
          </CellLink>
        );
      }
      return (
        <CellLinkButton tabIndex={tabIndex} onClick={() => open.onOpen(row)}>
          {name}
        </CellLinkButton>
      );
    },
  };
}
