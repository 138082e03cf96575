/**
 * Query keys of employers, for every feature that shows them (decision 0031): `employers` as the root
 * lets one invalidation (an edit, a status change) refresh every list, page and chooser that shows one.
 */
export const employerKeys = {
  all: ['employers'] as const,
  detail: (id: number) => ['employers', 'detail', id] as const,
  users: (employerId: number) => ['employers', 'users', employerId] as const,
  usersPage: (employerId: number, query: Record<string, string | number>) =>
    ['employers', 'users', employerId, query] as const,
  invitations: (employerId: number) => ['employers', 'invitations', employerId] as const,
  invitationsPage: (employerId: number, query: Record<string, string | number>) =>
    ['employers', 'invitations', employerId, query] as const,
  search: (term: string) => ['employers', 'search', term] as const,
  types: ['employer-types'] as const,
};
