import { FieldOptionsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './keys';

type FieldOptions = z.infer<typeof FieldOptionsSchema>['data'];

/** GET /v1/site/field-options: the selected site's option lists (industry, business_size, …). */
export async function getFieldOptions(signal?: AbortSignal): Promise<FieldOptions> {
  const { data } = await apiRequest('/v1/site/field-options', FieldOptionsSchema, { signal });
  return data;
}

export const fieldOptionsQueryOptions = queryOptions({
  queryKey: employerKeys.fieldOptions,
  queryFn: ({ signal }) => getFieldOptions(signal),
  staleTime: 5 * 60_000,
});

export function useFieldOptions() {
  return useQuery(fieldOptionsQueryOptions);
}
