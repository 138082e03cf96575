import { FieldOptionsSchema, type FieldOptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The key of the site's option lists; the settings page refreshes it after an edit. */
export const FIELD_OPTIONS_KEY = ['field-options'] as const;

/** GET /v1/site/field-options: the selected site's option lists (work types, industries, …), retired ones flagged. */
export async function getFieldOptions(signal?: AbortSignal): Promise<FieldOptions> {
  const { data } = await apiRequest('/v1/site/field-options', FieldOptionsSchema, { signal });
  return data;
}

export const fieldOptionsQueryOptions = queryOptions({
  queryKey: FIELD_OPTIONS_KEY,
  queryFn: ({ signal }) => getFieldOptions(signal),
  staleTime: 5 * 60_000,
});

/** Shared by every form and list that shows an option (employers, later jobs and candidates). */
export function useFieldOptions() {
  return useQuery(fieldOptionsQueryOptions);
}
