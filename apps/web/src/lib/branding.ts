import { BrandingSchema, DEFAULT_BRANDING, type Branding } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { readJson, writeJson } from './storage';
import { BRANDING_STORAGE_KEY } from './storage-keys';

/** The branding record last loaded for this host (by this app or the sign-in page), if still valid. */
export function readCachedBranding(domain: string): Branding | null {
  const stored = readJson(BRANDING_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { domain: storedDomain, branding } = stored as Record<string, unknown>;
  if (storedDomain !== domain) return null;
  const parsed = BrandingSchema.safeParse(branding);
  return parsed.success ? parsed.data : null;
}

export function cacheBranding(domain: string, branding: unknown): void {
  writeJson(BRANDING_STORAGE_KEY, { domain, branding });
}

/** Branding for the host the page is served from; any failure falls back to the defaults (spec §1). */
export async function getBranding(domain: string): Promise<Branding> {
  try {
    const branding = await apiRequest('/accounts/branding', BrandingSchema, {
      query: { domain },
      scope: false,
      expireOn401: false,
    });
    cacheBranding(domain, branding);
    return branding;
  } catch (error) {
    console.error('Branding could not be loaded; using the defaults.', error);
    return DEFAULT_BRANDING;
  }
}

/** Fetched once per page load and kept (spec §4 "Branding is fetched once and cached"). */
export function brandingQueryOptions(domain: string = window.location.hostname) {
  return queryOptions({
    queryKey: ['branding', domain],
    queryFn: () => getBranding(domain),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useBranding() {
  return useQuery(brandingQueryOptions());
}
