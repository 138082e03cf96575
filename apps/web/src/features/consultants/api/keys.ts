import type { ApiListQuery } from '../../../lib/list-state';

/** Query keys of the consultants feature; `consultants` as the root lets one invalidation refresh them all. */
export const consultantKeys = {
  all: ['consultants'] as const,
  list: (query: ApiListQuery) => ['consultants', 'list', query] as const,
  detail: (id: number) => ['consultants', 'detail', id] as const,
  users: ['consultants', 'users'] as const,
};
