import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Queries that survive a sign-out; everything else belongs to the signed-in user. */
const PUBLIC_QUERY_ROOTS = new Set<unknown>(['branding']);

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
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
}
