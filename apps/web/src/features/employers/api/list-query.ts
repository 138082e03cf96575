import { EmployerListQuerySchema } from '@portal/contract';
import { listOf, parseListState, toApiQuery, type ApiListQuery, type SortFieldOf } from '../../../lib/list-state';

/** The employers list: its sorts and filters are the contract's (`EmployerListQuerySchema`). */
export const employerList = listOf(EmployerListQuerySchema);

export type EmployerSortField = SortFieldOf<typeof employerList>;

/** URL state → the API's query string values, e.g. `?filter.type=household` → `filter[type]=household`. */
export function toEmployerListQuery(params: URLSearchParams): ApiListQuery {
  return toApiQuery(parseListState(employerList, params));
}
