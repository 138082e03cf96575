import { PAGING, TagPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The tag filter's choices: the site's tags by name, one page of the API's largest size (as jobs', decision 0043). */
export const seekerTagChoicesOptions = queryOptions({
  queryKey: ['seekers', 'filter-choices', 'tags'],
  queryFn: async ({ signal }) => {
    const query = { per_page: PAGING.maxPerPage, sort: 'name' };
    const { data } = await apiRequest('/v1/site/tags', TagPageSchema, { query, signal });
    return data.map((tag) => ({ value: String(tag.id), label: tag.name }));
  },
  staleTime: 60_000,
});

export const useSeekerTagChoices = () => useQuery(seekerTagChoicesOptions).data ?? [];
