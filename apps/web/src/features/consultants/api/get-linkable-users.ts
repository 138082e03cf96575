import { ConsultantUserOptionsSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultantKeys } from './keys';

/** GET /v1/consultants/users: the site's staff users a consultant may be linked to. */
export function useLinkableUsers() {
  return useQuery({
    queryKey: consultantKeys.users,
    queryFn: async ({ signal }) =>
      (await apiRequest('/v1/consultants/users', ConsultantUserOptionsSchema, { signal })).data,
    staleTime: 60_000,
  });
}
