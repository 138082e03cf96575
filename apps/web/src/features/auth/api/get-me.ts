import { HEADERS, MeSchema, type Me } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useBranding } from '../../../lib/branding';

/** The signed-in user; the branding id travels as X-AF-Branding-Token when known (spec §7). */
export function getMe(brandingId: number | null): Promise<Me> {
  return apiRequest('/auth/me', MeSchema, {
    // The stored scope may belong to a previous user; /auth/me is what tells us the valid ones.
    scope: false,
    headers: brandingId === null ? undefined : { [HEADERS.brandingToken]: String(brandingId) },
  });
}

export function useMe() {
  const auth = useAuth();
  const branding = useBranding();
  const brandingId = branding.data?.id ?? null;
  return useQuery({
    // Keyed by token: impersonating or restoring the parent token loads that user.
    queryKey: ['me', auth?.access_token ?? null],
    queryFn: () => getMe(brandingId),
    enabled: auth !== null && branding.isSuccess,
    staleTime: 5 * 60_000,
  });
}
