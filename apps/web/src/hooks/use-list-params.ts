import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  parseListState,
  toApiQuery,
  type ApiListQuery,
  type FilterShape,
  type ListChange,
  type ListDefinition,
  type ListState,
} from '../lib/list-state';

export interface ListParams<S extends string, F extends FilterShape> {
  state: ListState<S, F>;
  query: ApiListQuery;
  /** The query as a stable string (e.g. to reset a selection when the list changes). */
  queryKey: string;
  change: (change: ListChange<S, F>) => void;
}

/**
 * A list's page, sort, search and filters, kept in the URL so reload and back work.
 * Typing in the search box replaces the history entry; other changes push one.
 * `omit` drops filters a page fixes itself (the on-hold list has one status).
 */
export function useListParams<S extends string, F extends FilterShape>(
  definition: ListDefinition<S, F>,
  { omit = [] }: { omit?: readonly (keyof F & string)[] } = {},
): ListParams<S, F> {
  const [params, setParams] = useSearchParams();
  const omitted = omit.join(',');
  const state = useMemo(
    () => parseListState(definition, params, omitted ? (omitted.split(',') as (keyof F & string)[]) : []),
    [definition, params, omitted],
  );
  const query = useMemo(() => toApiQuery(state), [state]);
  const change = useCallback(
    (next: ListChange<S, F>) => {
      setParams((current) => applyListChange(current, next), { replace: 'search' in next });
    },
    [setParams],
  );
  return { state, query, queryKey: JSON.stringify(query), change };
}

/** A page past the end (e.g. after rows left the filter) goes to the last one. */
export function useClampPage(
  lastPage: number | undefined,
  page: number,
  change: (change: { page: number }) => void,
): void {
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) change({ page: lastPage });
  }, [lastPage, page, change]);
}
