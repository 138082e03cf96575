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
  withStatePage,
} from '../lib/list-state';

export interface ListParams<S extends string, F extends FilterShape> {
  state: ListState<S, F>;
  query: ApiListQuery;
  /** The query as a stable string (e.g. to reset a selection when the list changes). */
  queryKey: string;
  /** Applies a change to the URL: a new history entry, except for typing a search or with `replace`. */
  change: (change: ListChange<S, F>, options?: { replace?: boolean }) => void;
}

/** What `useListParams` answers for a list definition: `ListParamsOf<typeof seekerResource.list>`. */
export type ListParamsOf<D> = D extends ListDefinition<infer S, infer F> ? ListParams<S, F> : never;

/**
 * A list's page, sort, search and filters, kept in the URL so reload and back work.
 * Typing in the search box replaces the history entry; other changes push one.
 * `omit` drops filters a page fixes itself (the on-hold list has one status). A page the API would
 * refuse (past `LIST_LIMITS.deepestRow`, e.g. `?page=999`) is read as the deepest page and the URL
 * says so (decision 0028).
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
    (next: ListChange<S, F>, options?: { replace?: boolean }) => {
      setParams((current) => applyListChange(current, next), { replace: options?.replace ?? 'search' in next });
    },
    [setParams],
  );
  useEffect(() => {
    if (withStatePage(params, state.page))
      setParams((current) => withStatePage(current, state.page) ?? current, { replace: true });
  }, [params, state.page, setParams]);
  return { state, query, queryKey: JSON.stringify(query), change };
}

/**
 * A page past the end (`?page=50` of 3, or rows left the filter) goes to the last one, in place of the
 * history entry: going back does not return to the page that was past the end.
 */
export function useClampPage(
  lastPage: number | undefined,
  page: number,
  change: (change: { page: number }, options: { replace: boolean }) => void,
): void {
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) change({ page: lastPage }, { replace: true });
  }, [lastPage, page, change]);
}
