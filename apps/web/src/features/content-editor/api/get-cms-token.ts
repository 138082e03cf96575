import { CmsTokenSchema, CMS_TOKEN_TTL_SECONDS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { dataQuery } from '../../../lib/data-query';

/**
 * GET /v1/cms/auth/token: the content editor token of the selected site (X-AF-SID) behind the "Open
 * the content editor" link, renewed a minute before it expires so the link always signs in; never
 * cached past its use, forgotten as soon as the page is left.
 */
export function useCmsToken(siteId: number | null) {
  return useQuery({
    ...dataQuery(['cms-token', siteId], '/v1/cms/auth/token', CmsTokenSchema),
    enabled: siteId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchInterval: (CMS_TOKEN_TTL_SECONDS - 60) * 1000,
  });
}
