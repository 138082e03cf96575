import { SeekerActivitySchema, SeekerApplicationPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seekersApi } from './seeker-resource';

const seekerPath = (uuid: string) => `/v1/seekers/${encodeURIComponent(uuid)}`;
// Under the seeker's detail key: every change to the seeker (a move, its tags) refreshes its tabs too.
const tabKey = (uuid: string, ...rest: unknown[]) => [...seekersApi.keys.detail(uuid), ...rest];

/** GET /v1/seekers/{uuid}/activity: what the seeker did and what was done to them, newest first. */
export const seekerActivityOptions = (uuid: string) =>
  queryOptions({
    queryKey: tabKey(uuid, 'activity'),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${seekerPath(uuid)}/activity`, SeekerActivitySchema, { signal })).data,
  });

export const useSeekerActivity = (uuid: string) => useQuery(seekerActivityOptions(uuid));

/** GET /v1/seekers/{uuid}/job-applications: the seeker's applications, newest first, a page at a time. */
export const seekerApplicationsOptions = (uuid: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: tabKey(uuid, 'applications', { page, perPage }),
    queryFn: ({ signal }) =>
      apiRequest(`${seekerPath(uuid)}/job-applications`, SeekerApplicationPageSchema, {
        query: { page, per_page: perPage, sort: '-applied_at' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSeekerApplications = (uuid: string, page: number, perPage: number) =>
  useQuery(seekerApplicationsOptions(uuid, page, perPage));
