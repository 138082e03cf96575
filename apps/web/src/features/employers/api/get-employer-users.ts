import { EmployerUserPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

export type EmployerUserPage = z.infer<typeof EmployerUserPageSchema>;
export interface EmployerUsersQuery {
  page: number;
  per_page: number;
}

/** GET /v1/employers/{employer}/users: a page of the employer's users, by name. */
export function getEmployerUsers(
  employerId: number,
  query: EmployerUsersQuery,
  signal?: AbortSignal,
): Promise<EmployerUserPage> {
  return apiRequest(`/v1/employers/${employerId}/users`, EmployerUserPageSchema, {
    query: { ...query, sort: 'name' },
    signal,
  });
}

export function employerUsersQueryOptions(employerId: number, query: EmployerUsersQuery) {
  return queryOptions({
    queryKey: employerKeys.usersPage(employerId, { ...query }),
    queryFn: ({ signal }) => getEmployerUsers(employerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmployerUsers(employerId: number, query: EmployerUsersQuery) {
  return useQuery(employerUsersQueryOptions(employerId, query));
}
