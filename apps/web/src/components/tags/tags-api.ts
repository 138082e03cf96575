import { TagDataSchema, TagPageSchema, type CreateTagInput, type Tag } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../lib/api-client';

/** How many matches the tag input offers at once; typing more narrows them. */
const SUGGESTIONS = 20;

export const tagKeys = {
  all: ['tags'] as const,
  search: (term: string) => ['tags', 'search', term] as const,
};

/** GET /v1/site/tags?search=: the selected site's tags whose name contains the term, by name. */
export async function searchTags(term: string, signal?: AbortSignal): Promise<Tag[]> {
  const query = { search: term || undefined, per_page: SUGGESTIONS, sort: 'name' };
  const { data } = await apiRequest('/v1/site/tags', TagPageSchema, { query, signal });
  return data;
}

export function useTagSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: tagKeys.search(term),
    queryFn: ({ signal }) => searchTags(term, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /v1/site/tags: a new tag of the site (a name it has already is a 422). */
export async function createTag(body: CreateTagInput): Promise<Tag> {
  const { data } = await apiRequest('/v1/site/tags', TagDataSchema, { method: 'POST', body, idempotent: true });
  return data;
}

export function useCreateTag() {
  return useRefreshingMutation(createTag, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
