import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  parseEmployerListState,
  toApiQuery,
  type EmployerApiQuery,
  type EmployerListState,
  type ListChange,
} from '../api/list-query';

export interface EmployerListParams {
  state: EmployerListState;
  query: EmployerApiQuery;
  /** The query as a stable string (e.g. to reset a selection when the list changes). */
  queryKey: string;
  change: (change: ListChange) => void;
}

/**
 * The list's page, sort, search and filters, kept in the URL so reload and back work.
 * Typing in the search box replaces the history entry; other changes push one.
 * `fixedStatus` drops the status filter (the on-hold list has one status).
 */
export function useEmployerListParams({ fixedStatus = false }: { fixedStatus?: boolean } = {}): EmployerListParams {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const parsed = parseEmployerListState(params);
    return fixedStatus ? { ...parsed, filter: { ...parsed.filter, status: undefined } } : parsed;
  }, [params, fixedStatus]);
  const query = useMemo(() => toApiQuery(state), [state]);
  const change = useCallback(
    (next: ListChange) => {
      setParams((current) => applyListChange(current, next), { replace: 'search' in next });
    },
    [setParams],
  );
  return { state, query, queryKey: JSON.stringify(query), change };
}
