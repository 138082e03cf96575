import { CandidateApplicationsSchema, CandidateMeSchema, dataOf } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** A candidate route with the candidate token (never the staff one); a 401 is the page's to handle. */
const asCandidate = (token: string, signal: AbortSignal) => ({
  scope: false as const,
  expireOn401: false,
  signal,
  headers: { Authorization: `Bearer ${token}` },
});

export const candidateViewQueries = {
  me: (token: string) =>
    queryOptions({
      queryKey: ['candidate-view', token, 'me'] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('/v1/candidate/me', dataOf(CandidateMeSchema), asCandidate(token, signal))).data,
    }),
  applications: (token: string) =>
    queryOptions({
      queryKey: ['candidate-view', token, 'applications'] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('/v1/candidate/me/applications', CandidateApplicationsSchema, asCandidate(token, signal)))
          .data,
    }),
};
