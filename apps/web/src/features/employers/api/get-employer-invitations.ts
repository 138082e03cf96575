import { EmployerInvitationPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

export type EmployerInvitationPage = z.infer<typeof EmployerInvitationPageSchema>;
export interface EmployerInvitationsQuery {
  page: number;
  per_page: number;
}

/** GET /v1/employers/{employer}/invitations: a page of the open invitations, newest first. */
export function getEmployerInvitations(
  employerId: number,
  query: EmployerInvitationsQuery,
  signal?: AbortSignal,
): Promise<EmployerInvitationPage> {
  return apiRequest(`/v1/employers/${employerId}/invitations`, EmployerInvitationPageSchema, {
    query: { ...query, sort: '-created_at' },
    signal,
  });
}

export function employerInvitationsQueryOptions(employerId: number, query: EmployerInvitationsQuery) {
  return queryOptions({
    queryKey: employerKeys.invitationsPage(employerId, { ...query }),
    queryFn: ({ signal }) => getEmployerInvitations(employerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmployerInvitations(employerId: number, query: EmployerInvitationsQuery) {
  return useQuery(employerInvitationsQueryOptions(employerId, query));
}
