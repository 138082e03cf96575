import { FieldOptionsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataQuery } from './data-query';

/** The key of the site's option lists; the settings page refreshes it after an edit. */
export const FIELD_OPTIONS_KEY = ['field-options'] as const;

/** GET /v1/site/field-options: the selected site's option lists (work types, industries, …), retired ones flagged. */
export const fieldOptionsQueryOptions = queryOptions({
  ...dataQuery(FIELD_OPTIONS_KEY, '/v1/site/field-options', FieldOptionsSchema),
  staleTime: 5 * 60_000,
});

/** Shared by every form and list that shows an option (employers, later jobs and candidates). */
export function useFieldOptions() {
  return useQuery(fieldOptionsQueryOptions);
}
