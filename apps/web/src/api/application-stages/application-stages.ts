import { ApplicationStagesSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api-client';

/** The one cache key of the site's stages: the settings page's edits refresh every page that shows them. */
export const applicationStagesKey = ['application-stages'] as const;

/**
 * `GET /v1/site/application-stages`: the site's own stages in order, retired ones flagged (a
 * retired stage still names the rows that have it, but nothing moves to it: decision 0044).
 */
export const applicationStagesQueryOptions = queryOptions({
  queryKey: applicationStagesKey,
  queryFn: async ({ signal }) =>
    (await apiRequest('/v1/site/application-stages', ApplicationStagesSchema, { signal })).data,
  staleTime: 60_000,
});

export function useApplicationStagesQuery() {
  return useQuery(applicationStagesQueryOptions);
}

/** The stages with a label for any value (a stage since removed reads as its value). */
export function useApplicationStages() {
  const data = useApplicationStagesQuery().data;
  return useMemo(() => {
    const stages = data ?? [];
    const labelOf = (value: string) => stages.find((stage) => stage.value === value)?.label ?? value;
    return { stages, labelOf };
  }, [data]);
}
