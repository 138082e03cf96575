import type { ApiListQuery } from '../../../lib/list-state';

export type EmployerListKind = 'all' | 'on-hold';

/** Query keys of the employers feature; `employers` as the root lets one invalidation refresh them all. */
export const employerKeys = {
  all: ['employers'] as const,
  list: (kind: EmployerListKind, query: ApiListQuery) => ['employers', 'list', kind, query] as const,
  detail: (id: number) => ['employers', 'detail', id] as const,
  users: (employerId: number) => ['employers', 'users', employerId] as const,
  usersPage: (employerId: number, query: Record<string, string | number>) =>
    ['employers', 'users', employerId, query] as const,
  invitations: (employerId: number) => ['employers', 'invitations', employerId] as const,
  invitationsPage: (employerId: number, query: Record<string, string | number>) =>
    ['employers', 'invitations', employerId, query] as const,
  types: ['employer-types'] as const,
};
