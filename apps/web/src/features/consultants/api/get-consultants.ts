import { ConsultantPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiListQuery } from '../../../lib/list-state';
import { consultantKeys } from './keys';

export type ConsultantPage = z.infer<typeof ConsultantPageSchema>;

/** GET /v1/consultants: one page of the selected site's consultants. */
export function getConsultants(query: ApiListQuery, signal?: AbortSignal): Promise<ConsultantPage> {
  return apiRequest('/v1/consultants', ConsultantPageSchema, { query, signal });
}

export function consultantsQueryOptions(query: ApiListQuery) {
  return queryOptions({
    queryKey: consultantKeys.list(query),
    queryFn: ({ signal }) => getConsultants(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConsultants(query: ApiListQuery) {
  return useQuery(consultantsQueryOptions(query));
}
