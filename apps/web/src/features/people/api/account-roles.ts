import { RoleListSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/accounts/roles: the roles and their permission lists (data, so read, not bundled). */
export function useAccountRoles() {
  return useQuery({
    queryKey: ['people', 'roles'],
    queryFn: async ({ signal }) => (await apiRequest('/v1/accounts/roles', RoleListSchema, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
