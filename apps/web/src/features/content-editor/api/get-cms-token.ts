import { CmsTokenSchema, CMS_TOKEN_TTL_SECONDS, type CmsToken } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A content editor token for the selected site (X-AF-SID); never cached past its use. */
export function getCmsToken(): Promise<CmsToken> {
  return apiRequest('/v1/cms/auth/token', CmsTokenSchema);
}

/**
 * The token behind the "Open the content editor" link, renewed a minute before it expires so the
 * link always signs in; forgotten as soon as the page is left.
 */
export function useCmsToken(siteId: number | null) {
  return useQuery({
    queryKey: ['cms-token', siteId],
    queryFn: getCmsToken,
    enabled: siteId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchInterval: (CMS_TOKEN_TTL_SECONDS - 60) * 1000,
  });
}
