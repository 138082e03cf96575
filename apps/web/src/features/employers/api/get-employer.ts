import { EmployerDetailDataSchema, type EmployerDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** GET /v1/employers/{id}: the employer with who created/updated it, its user count and status history. */
export async function getEmployer(id: number, signal?: AbortSignal): Promise<EmployerDetail> {
  const { data } = await apiRequest(`/v1/employers/${id}`, EmployerDetailDataSchema, { signal });
  return data;
}

export function employerQueryOptions(id: number) {
  return queryOptions({
    queryKey: employerKeys.detail(id),
    queryFn: ({ signal }) => getEmployer(id, signal),
  });
}

export function useEmployer(id: number, enabled = true) {
  return useQuery({ ...employerQueryOptions(id), enabled });
}
