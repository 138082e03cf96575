import { EmployerTypesSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employerKeys } from '../../../api/employers/keys';
import { dataQuery } from '../../../lib/data-query';

/** GET /v1/employer-types: business and household, with the API's (English) labels. */
export const employerTypesQueryOptions = queryOptions({
  ...dataQuery(employerKeys.types, '/v1/employer-types', EmployerTypesSchema),
  staleTime: Infinity,
});

export function useEmployerTypes() {
  return useQuery(employerTypesQueryOptions);
}
