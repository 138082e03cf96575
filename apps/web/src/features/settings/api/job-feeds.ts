import { JobFeedSettingsDataSchema, type JobFeedSettingsView, type UpdateJobFeedSettings } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { dataQuery } from '../../../lib/data-query';
import { settingsKeys } from './keys';

const PATH = '/v1/site/settings/feeds';

/** GET /v1/site/settings/feeds: which job feeds are on, the job address, where the jobs are, the feeds' URLs. */
export const jobFeedsQueryOptions = queryOptions(dataQuery(settingsKeys.feeds, PATH, JobFeedSettingsDataSchema));

export function useJobFeeds() {
  return useQuery(jobFeedsQueryOptions);
}

/** PUT /v1/site/settings/feeds: the saved section replaces the cached one. */
export function useSaveJobFeeds() {
  return useRefreshingMutation(
    async (body: UpdateJobFeedSettings): Promise<JobFeedSettingsView> =>
      (await apiRequest(PATH, JobFeedSettingsDataSchema, { method: 'PUT', body })).data,
    {
      onSuccess: (queryClient, saved) => {
        queryClient.setQueryData(settingsKeys.feeds, saved);
      },
    },
  );
}
