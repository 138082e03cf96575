import { EmployerUserPageSchema, PAGING } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { employerKeys } from '../../../api/employers/keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * A job's key contact choices: the users of the job's employer (`GET /v1/employers/{id}/users`,
 * by name; invited users who never signed in are left out). None until the employer is chosen.
 */
export function useKeyContacts(employerId: number | null) {
  return useQuery({
    queryKey: [...employerKeys.users(employerId ?? 0), 'key-contacts'],
    queryFn: async ({ signal }) => {
      const query = { per_page: PAGING.maxPerPage, sort: 'name' };
      const page = await apiRequest(`/v1/employers/${String(employerId)}/users`, EmployerUserPageSchema, {
        query,
        signal,
      });
      return page.data.filter((user) => !user.invited).map((user) => ({ value: user.id, label: user.name }));
    },
    enabled: employerId !== null,
    staleTime: 60_000,
  });
}
