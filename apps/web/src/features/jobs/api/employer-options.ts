import { EmployerPageSchema, PAGING } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employerKeys } from '../../../api/employers/keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * The employer filter's choices: the site's employers by name, one page of the API's largest
 * size (decision 0039: a site with more is narrowed by the search box and the other filters).
 */
export const employerOptionsQueryOptions = queryOptions({
  queryKey: [...employerKeys.all, 'options'],
  queryFn: async ({ signal }) => {
    const query = { per_page: PAGING.maxPerPage, sort: 'business_name' };
    const { data } = await apiRequest('/v1/employers', EmployerPageSchema, { query, signal, scope: 'site' });
    return data.map((employer) => ({ value: String(employer.id), label: employer.business_name }));
  },
  staleTime: 60_000,
});

/** Only staff filter by employer; an employer's user sees its own jobs and never asks. */
export function useEmployerOptions(enabled: boolean) {
  return useQuery({ ...employerOptionsQueryOptions, enabled }).data ?? [];
}
