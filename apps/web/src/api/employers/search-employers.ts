import { EmployerPageSchema } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { employerKeys } from './keys';

/** How many employers the chooser offers at once; typing narrows them. */
const SUGGESTIONS = 10;

export interface EmployerOption {
  id: number;
  name: string;
}

/**
 * Employer search for choosers (the credits page's employer picker):
 * GET /v1/employers?search=: the site's employers whose name matches, by name. Sent without an
 * employer header: the search must work whatever employer was chosen before.
 */
export async function searchEmployers(term: string, signal?: AbortSignal): Promise<EmployerOption[]> {
  const query = { search: term || undefined, per_page: SUGGESTIONS, sort: 'business_name' };
  const { data } = await apiRequest('/v1/employers', EmployerPageSchema, { query, signal, scope: 'site' });
  return data.map((employer) => ({ id: employer.id, name: employer.business_name }));
}

export function useEmployerSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: employerKeys.search(term),
    queryFn: ({ signal }) => searchEmployers(term, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
