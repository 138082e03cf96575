import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { dropEarlyRequests } from './early-requests';

/** Queries that survive a sign-out; everything else belongs to the signed-in user. */
const PUBLIC_QUERY_ROOTS = new Set<unknown>(['branding']);
/** Queries that do not depend on the selected account, site or employer. */
const SCOPE_INDEPENDENT_ROOTS = new Set<unknown>(['branding', 'me']);

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (401, 403, 404, 422, …) will not change on retry; network and 5xx may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Forgets every user-scoped query (sign-out, session expiry, impersonation switch). */
export function clearUserQueries(client: QueryClient = queryClient): void {
  dropEarlyRequests();
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
}

/**
 * Empties every query that depends on the selected account, site or employer, and refetches the
 * ones on screen. Keys do not name the scope (the headers do), so a change of scope must never
 * leave one site's rows in the cache to be shown under another site's name (decision 0028).
 */
export function resetScopedQueries(client: QueryClient = queryClient): void {
  void client.resetQueries({ predicate: (query) => !SCOPE_INDEPENDENT_ROOTS.has(query.queryKey[0]) });
}

/** Marks each key stale (what a change touched) and resolves once those shown on the page are refetched. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
