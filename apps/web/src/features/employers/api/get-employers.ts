import { EmployerPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys, type EmployerListKind } from '../../../api/employers/keys';
import type { ApiListQuery } from '../../../lib/list-state';

export type EmployerPage = z.infer<typeof EmployerPageSchema>;

const PATHS: Record<EmployerListKind, string> = { all: '/v1/employers', 'on-hold': '/v1/employers/on-hold' };

/** GET /v1/employers (or /on-hold): one page of the selected site's employers. */
export function getEmployers(kind: EmployerListKind, query: ApiListQuery, signal?: AbortSignal): Promise<EmployerPage> {
  return apiRequest(PATHS[kind], EmployerPageSchema, { query, signal });
}

export function employersQueryOptions(kind: EmployerListKind, query: ApiListQuery) {
  return queryOptions({
    queryKey: employerKeys.list(kind, query),
    queryFn: ({ signal }) => getEmployers(kind, query, signal),
    // The grid keeps the previous page (and its row count) on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmployers(kind: EmployerListKind, query: ApiListQuery) {
  return useQuery(employersQueryOptions(kind, query));
}
