import { BrandingSchema, DEFAULT_BRANDING, type Branding } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Branding for the host the page is served from; any failure falls back to the defaults (spec §1). */
export async function getBranding(domain: string): Promise<Branding> {
  try {
    return await apiRequest('/accounts/branding', BrandingSchema, {
      query: { domain },
      scope: false,
      expireOn401: false,
    });
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
