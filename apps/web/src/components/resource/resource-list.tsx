import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHiddenColumns } from '../../hooks/use-hidden-columns';
import { useClampPage, useListParams, type ListParams } from '../../hooks/use-list-params';
import { useListSelection } from '../../hooks/use-list-selection';
import type { FilterShape } from '../../lib/list-state';
import { BulkActionBar } from '../list/bulk-action-bar';
import { ListLoadError } from '../list/list-load-error';
import { ListToolbar } from '../list/list-toolbar';
import { ResourceTable, type ResourceColumn } from '../list/resource-table';
import type { RowKey } from '../../lib/resource/define-resource';
import type { ListView, ResourceApi } from '../../lib/resource/create-resource-api';
import { ResourceBulkBar, useHasBulkActions } from './resource-bulk-bar';
import { useResourceTransition, type TransitionDone, type TransitionMoves } from './use-resource-transitions';

/** A column as a list declares it; without a header it is the field's name, `<fields>.<id>` (`seekers.fields.email`). */
export type ListColumn<Row, S extends string = string> = Omit<ResourceColumn<Row, S>, 'header'> & { header?: string };

export interface ResourceListProps<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> extends ListView<F> {
  api: ResourceApi<Row, Detail, K, S, F, T, St>;
  /** The table's accessible name (default `<listStrings>.gridLabel`). */
  label?: string;
  columns: readonly ListColumn<Row, S>[];
  /** Where the columns' headers are (default `<name>.fields`). */
  fields?: string;
  /** The filter bar, on the list's state in the URL (`<ResourceFilters>` for search and selects). */
  filters: (list: ListParams<S, F>) => ReactNode;
  /**
   * The bulk bar: the definition's transitions (or `names`) on the selected rows, as the resource's
   * moves show them for a count. Without it, or when the viewer may run none, the table has no
   * checkboxes. `strings`: where its `notifications` are (default the resource's name).
   */
  bulk?: TransitionMoves<T> & { names?: readonly T[]; strings?: string };
  /**
   * Bulk actions that are not the definition's transitions (applications: a status or stage chosen
   * in a dialog): the bar's buttons for the selected rows of the page. With it the table has checkboxes.
   */
  bulkActions?: (selection: BulkSelection<Row, K>) => ReactNode;
  rowHref?: (row: Row) => string;
  onRowOpen?: (row: Row) => void;
  /** Where the hidden columns are kept in this browser (default the resource's name). */
  columnsKey?: string;
  /** Where the list's strings are (`gridLabel`, `loadError`); default `<name>.list`. */
  listStrings?: string;
}

/** The selected rows of the page shown, for `bulkActions`. */
export interface BulkSelection<Row, K extends RowKey> {
  ids: readonly K[];
  rows: readonly Row[];
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

/**
 * A resource's list from its definition (decision 0031): filters and column chooser, the bulk bar,
 * the load error with retry, and the server-paged table keyed by the resource's own key. The URL
 * holds page, sort, search and filters; a page past the end goes to the last one.
 */
export function ResourceList<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(props: ResourceListProps<Row, Detail, K, S, F, T, St>) {
  const { api, filters, bulk, bulkActions, rowHref, onRowOpen, view, omit, scope } = props;
  const { definition } = api;
  const listStrings = props.listStrings ?? `${definition.name}.list`;
  const { t } = useTranslation();
  const fields = props.fields ?? `${definition.name}.fields`;
  const columns = useMemo(
    () => props.columns.map((column) => ({ ...column, header: column.header ?? t(`${fields}.${column.id}`) })),
    [props.columns, fields, t],
  );
  const list = useListParams(definition.list, { omit });
  const { state, query, queryKey, change } = list;
  const page = api.useList(query, { view, scope });
  const selection = useListSelection<K>(queryKey);
  const [hidden, setHidden] = useHiddenColumns(props.columnsKey ?? definition.name, columns);
  useClampPage(page.data?.meta.last_page, state.page, change);
  const transitionBulk = useHasBulkActions(definition.transitions, bulk?.names) && bulk !== undefined;
  const selectable = transitionBulk || bulkActions !== undefined;
  const selectedRows = (page.data?.data ?? []).filter((row) => selection.ids.includes(definition.key.of(row)));
  const { run, pending } = useResourceTransition<T, K>(api, bulk?.done ?? ({} as TransitionDone<T>), bulk?.strings);

  return (
    <Stack spacing={2}>
      <ListToolbar filters={filters(list)} columns={{ columns, hidden, onChange: setHidden }} />
      {bulkActions ? (
        <BulkActionBar count={selection.ids.length}>
          {bulkActions({ ids: selection.ids, rows: selectedRows, clear: selection.clear })}
        </BulkActionBar>
      ) : null}
      {transitionBulk && definition.transitions ? (
        <ResourceBulkBar
          transitions={definition.transitions}
          names={bulk.names}
          ids={selection.ids}
          look={bulk.looks({ count: selection.ids.length })}
          pending={pending}
          run={(transition, ids, body) => run({ transition, ids, body })}
          clear={selection.clear}
        />
      ) : null}
      {page.isError ? (
        <ListLoadError message={t(`${listStrings}.loadError`)} error={page.error} retry={() => void page.refetch()} />
      ) : null}
      {page.isError && !page.data ? null : (
        <ResourceTable<Row, S, K>
          label={props.label ?? t(`${listStrings}.gridLabel`)}
          columns={columns}
          hiddenColumns={hidden}
          rows={page.data?.data}
          rowKey={definition.key.of}
          total={page.data?.meta.total ?? 0}
          totalCapped={page.data?.meta.total_capped ?? false}
          loading={page.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          onChange={change}
          rowHref={rowHref}
          onRowOpen={onRowOpen}
          selection={selectable ? selection : undefined}
        />
      )}
    </Stack>
  );
}
