import { CONSULTANT_RESOURCE, ConsultantUserOptionsSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, integerKey } from '../../../lib/resource/define-resource';
import { apiRequest } from '../../../lib/api-client';

/** Consultants on the kit (decision 0031): the contract's schemas, sorts, filters and transitions. */
export const consultantResource = defineResource(
  { name: 'consultants', path: '/v1/consultants', subject: 'consultants', key: integerKey, title: 'name' },
  CONSULTANT_RESOURCE,
);

export const consultantsApi = createResourceApi(consultantResource);

/** GET /v1/consultants/users: the site's staff users a consultant may be linked to. */
export function useLinkableUsers() {
  return useQuery({
    queryKey: [...consultantsApi.keys.all, 'users'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/v1/consultants/users', ConsultantUserOptionsSchema, { signal })).data,
    staleTime: 60_000,
  });
}
