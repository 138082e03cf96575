import { EmployerTypesSchema, type Option } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** GET /v1/employer-types: business and household, with the API's (English) labels. */
export async function getEmployerTypes(signal?: AbortSignal): Promise<Option[]> {
  const { data } = await apiRequest('/v1/employer-types', EmployerTypesSchema, { signal });
  return data;
}

export const employerTypesQueryOptions = queryOptions({
  queryKey: employerKeys.types,
  queryFn: ({ signal }) => getEmployerTypes(signal),
  staleTime: Infinity,
});

export function useEmployerTypes() {
  return useQuery(employerTypesQueryOptions);
}
