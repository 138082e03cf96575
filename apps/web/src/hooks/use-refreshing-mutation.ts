import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** How a mutation brings the cache up to date, given the query client. */
interface Refresh<I, O> {
  /** After the server accepted it: write what the answer carries, or invalidate what it changed. */
  onSuccess?: (queryClient: QueryClient, answer: O, input: I) => unknown;
  /** After any answer, a refusal too (what was shown may have been stale: another user's change). */
  onSettled?: (queryClient: QueryClient, input: I) => unknown;
}

/**
 * A mutation (one endpoint's fetcher) with what it refreshes once the server has answered. A refresh
 * that returns a promise is awaited, so `mutateAsync` resolves once what the page shows is fresh.
 */
export function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>, refresh: Refresh<I, O>) {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled } = refresh;
  return useMutation({
    mutationFn,
    onSuccess: onSuccess && ((answer: O, input: I) => onSuccess(queryClient, answer, input)),
    onSettled: onSettled && ((_answer: O | undefined, _error: unknown, input: I) => onSettled(queryClient, input)),
  });
}
