import { MeSchema } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getAuth } from './auth-store';
import { brandingQueryOptions, readCachedBranding } from './branding';
import { meQueryOptions } from './me';
import { takeFromPreviousPage } from './one-shot';
import { queryClient } from './query-client';
import { ME_HANDOFF_STORAGE_KEY } from './storage-keys';

/** The user the sign-in answer carried, when it belongs to the stored token (it is read once). */
function takeMeHandoff(token: string | null) {
  const value = takeFromPreviousPage(ME_HANDOFF_STORAGE_KEY);
  if (token === null || typeof value !== 'object' || value === null) return null;
  const { access_token, me } = value as Record<string, unknown>;
  if (access_token !== token) return null;
  const parsed = MeSchema.safeParse(me);
  return parsed.success ? parsed.data : null;
}

/**
 * Runs before React renders, so what every page needs is in flight while the route code loads:
 * the branding (the last record for this host shows at once; a fresh one is fetched once per
 * page load) and the signed-in user (handed over by the sign-in page, or requested now).
 */
export function boot(client: QueryClient = queryClient, domain: string = window.location.hostname): void {
  const branding = brandingQueryOptions(domain);
  const cached = readCachedBranding(domain);
  if (cached) client.setQueryData(branding.queryKey, cached, { updatedAt: 0 });
  void client.fetchQuery({ ...branding, staleTime: 0 });

  const token = getAuth()?.access_token ?? null;
  if (token === null) return;
  const me = meQueryOptions(token);
  const handedOver = takeMeHandoff(token);
  if (handedOver) client.setQueryData(me.queryKey, handedOver);
  else void client.prefetchQuery(me);
}
