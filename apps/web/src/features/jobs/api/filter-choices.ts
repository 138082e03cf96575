import { ConsultantPageSchema, PAGING, TagPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const choices = (path: string, schema: typeof ConsultantPageSchema | typeof TagPageSchema) =>
  queryOptions({
    queryKey: ['jobs', 'filter-choices', path],
    queryFn: async ({ signal }) => {
      const query = { per_page: PAGING.maxPerPage, sort: 'name' };
      const { data } = await apiRequest(path, schema, { query, signal, scope: 'site' });
      return data.map((row) => ({ value: String(row.id), label: row.name }));
    },
    staleTime: 60_000,
  });

/**
 * The consultant and tag filters' choices: the site's consultants and tags by name, one page of
 * the API's largest size (as the employer filter, decision 0039). Staff only: both are the site's.
 */
export function useJobFilterChoices(enabled: boolean) {
  const consultants = useQuery({ ...choices('/v1/consultants', ConsultantPageSchema), enabled }).data ?? [];
  const tags = useQuery({ ...choices('/v1/site/tags', TagPageSchema), enabled }).data ?? [];
  return { consultants, tags };
}
