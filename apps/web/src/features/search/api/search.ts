import { SEARCH_LIMITS, SearchResultSchema, type SearchGroup } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** How long typing must pause before a term is sent. */
const DEBOUNCE_MS = 200;

export const searchKeys = { term: (siteId: number | null, term: string) => ['search', siteId, term] as const };

/** GET /v1/search?q=: the selected site's records the user may read, grouped by kind. */
export async function fetchSearch(term: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const { data } = await apiRequest('/v1/search', SearchResultSchema, { query: { q: term }, signal, scope: 'site' });
  return data;
}

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

/** The search of a term as the user types: debounced, and only from two characters on. */
export function useSearch(term: string, siteId: number | null) {
  const settled = useDebounced(term.trim(), DEBOUNCE_MS);
  const enabled = settled.length >= SEARCH_LIMITS.minLength;
  const query = useQuery({
    queryKey: searchKeys.term(siteId, settled),
    queryFn: ({ signal }) => fetchSearch(settled, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, enabled, settled, pending: term.trim() !== settled || (enabled && query.isFetching) };
}
