import { JobHistorySchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsApi } from './job-resource';

/** GET /v1/jobs/{uuid}/history: who moved the job, when, from what to what and why (newest first). */
export const jobHistoryQueryOptions = (uuid: string) =>
  queryOptions({
    // Under the job's detail key, so every move (which refreshes the job) refreshes its history too.
    queryKey: [...jobsApi.keys.detail(uuid), 'history'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/v1/jobs/${encodeURIComponent(uuid)}/history`, JobHistorySchema, { signal })).data,
  });

export const useJobHistory = (uuid: string) => useQuery(jobHistoryQueryOptions(uuid));
