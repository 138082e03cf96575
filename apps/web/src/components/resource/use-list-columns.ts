import type { TFunction } from 'i18next';
import { useMemo, type DependencyList } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '../../hooks/use-formatters';
import type { FilterShape, ListDefinition } from '../../lib/list-state';
import type { RowKey } from '../../lib/resource/define-resource';
import type { KeyType } from '../../lib/resource/define-resource';
import type { ListColumn } from './resource-list';

/** A resource's list columns: of its rows, sorted by its list's sort fields (`ColumnsOf<typeof jobResource>`). */
export type ColumnsOf<D> = D extends { key: KeyType<infer Row, RowKey>; list: ListDefinition<infer S, FilterShape> }
  ? ListColumn<Row, S>[]
  : never;

/** What a list's columns are written with: the translator, the user's formats and the language. */
export interface ColumnTools {
  t: TFunction;
  format: Formatters;
  language: string;
}

/**
 * A list's columns (`useJobColumns`), built again only when the language or what they read (`deps`)
 * changes, so a page of rows is not drawn again on every render. As with `useMemo`, lint checks
 * `deps` against what `build` reads (`additionalHooks` in eslint.config.js).
 */
export function useListColumns<Row, S extends string>(
  build: (tools: ColumnTools) => ListColumn<Row, S>[],
  deps: DependencyList,
): ListColumn<Row, S>[] {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.language;
  // The caller's `deps` are checked where it calls (`additionalHooks`); `build` is new on each
  // render by design. The array cannot be a literal here; nothing in the app runs the React Compiler.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  return useMemo(() => build({ t, format, language }), [t, format, language, ...deps]);
}
