import { ApplicationStagesSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /v1/site/application-stages`: the site's own stages in order, retired ones flagged (a
 * retired stage still names the rows that have it, but nothing moves to it: decision 0044). The
 * settings page reads the same list under the same key, so an edit there refreshes these.
 */
export const applicationStagesQueryOptions = queryOptions({
  queryKey: ['application-stages'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/v1/site/application-stages', ApplicationStagesSchema, { signal })).data,
  staleTime: 60_000,
});

/** The stages with a label for any value (a stage since removed reads as its value). */
export function useApplicationStages() {
  const data = useQuery(applicationStagesQueryOptions).data;
  return useMemo(() => {
    const stages = data ?? [];
    const labelOf = (value: string) => stages.find((stage) => stage.value === value)?.label ?? value;
    return { stages, labelOf };
  }, [data]);
}
