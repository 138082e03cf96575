import { AccountSiteListSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/accounts/sites: the selected account's sites with their domains and counts. */
export function useAccountSites(accountId: number | null) {
  return useQuery({
    queryKey: ['people', 'sites', accountId],
    queryFn: async ({ signal }) => (await apiRequest('/v1/accounts/sites', AccountSiteListSchema, { signal })).data,
    enabled: accountId !== null,
  });
}
