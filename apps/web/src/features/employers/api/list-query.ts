import { EMPLOYER_SORTS, EmployerListQuerySchema } from '@portal/contract';
import {
  defineList,
  parseListState,
  toApiQuery,
  type ApiListQuery,
  type ListChange,
  type ListState,
} from '../../../lib/list-state';

/** The employers list: its sorts and filters are the contract's (`EmployerListQuerySchema`). */
export const employerList = defineList({
  sorts: EMPLOYER_SORTS,
  filters: EmployerListQuerySchema.shape.filter.unwrap().shape,
});

/** The on-hold queue has one status, so no status filter. */
export const ON_HOLD_OMITS = ['status'] as const;

type Definition = typeof employerList;
export type EmployerSortField = Definition['sorts'][number];
export type EmployerFilterKey = keyof Definition['filters'] & string;
export type EmployerListState = ListState<EmployerSortField, Definition['filters']>;
export type EmployerListChange = ListChange<EmployerSortField, Definition['filters']>;

/** URL state → the API's query string values, e.g. `?filter.type=household` → `filter[type]=household`. */
export function toEmployerListQuery(params: URLSearchParams): ApiListQuery {
  return toApiQuery(parseListState(employerList, params));
}
