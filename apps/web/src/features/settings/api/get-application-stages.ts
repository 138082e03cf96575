import { ApplicationStagesSchema, type ApplicationStage } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /v1/site/application-stages: the site's stages in order, retired ones flagged. */
export async function getApplicationStages(signal?: AbortSignal): Promise<ApplicationStage[]> {
  const { data } = await apiRequest('/v1/site/application-stages', ApplicationStagesSchema, { signal });
  return data;
}

export const applicationStagesQueryOptions = queryOptions({
  queryKey: settingsKeys.stages,
  queryFn: ({ signal }) => getApplicationStages(signal),
});

export function useApplicationStages() {
  return useQuery(applicationStagesQueryOptions);
}
