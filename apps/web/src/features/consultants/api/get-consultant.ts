import { ConsultantDetailDataSchema, type ConsultantDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultantKeys } from './keys';

/** GET /v1/consultants/{id}: the consultant with who created/updated it and the live jobs that show it. */
export async function getConsultant(id: number, signal?: AbortSignal): Promise<ConsultantDetail> {
  const { data } = await apiRequest(`/v1/consultants/${id}`, ConsultantDetailDataSchema, { signal });
  return data;
}

export function consultantQueryOptions(id: number) {
  return queryOptions({ queryKey: consultantKeys.detail(id), queryFn: ({ signal }) => getConsultant(id, signal) });
}

export function useConsultant(id: number, enabled = true) {
  return useQuery({ ...consultantQueryOptions(id), enabled });
}
