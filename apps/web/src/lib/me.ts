import { HEADERS, MeSchema, type Me } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { getAuth, useAuth } from './auth-store';
import { brandingQueryOptions } from './branding';
import { queryClient } from './query-client';

/** The signed-in user; the branding id travels as X-AF-Branding-Token when known (spec §7). */
export function getMe(brandingId: number | null, signal?: AbortSignal): Promise<Me> {
  return apiRequest('/auth/me', MeSchema, {
    // The stored scope may belong to a previous user; /auth/me is what tells us the valid ones.
    scope: false,
    headers: brandingId === null ? undefined : { [HEADERS.brandingToken]: String(brandingId) },
    signal,
  });
}

/**
 * Keyed by token: impersonating or restoring the parent token loads that user. Requested before
 * any component asks for it (lib/boot.ts), in parallel with the branding.
 */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['me', token] as const,
    // Not waiting for the branding: its id is sent when this host's record is already known.
    queryFn: ({ signal, client }) => getMe(client.getQueryData(brandingQueryOptions().queryKey)?.id ?? null, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user for the stored token, fetched at most once per five minutes. */
export function useMe() {
  return useQuery(meQueryOptions(useAuth()?.access_token ?? null));
}

/** `me` for the stored token, from the cache or the API; null when signed out or it cannot be loaded. */
export async function loadMe(): Promise<Me | null> {
  const token = getAuth()?.access_token ?? null;
  if (token === null) return null;
  return queryClient.ensureQueryData(meQueryOptions(token)).catch(() => null);
}
