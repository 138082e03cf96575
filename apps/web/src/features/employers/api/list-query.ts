import {
  EMPLOYER_SORTS,
  EMPLOYER_STATUSES,
  EMPLOYER_TYPES,
  PAGING,
  type EmployerStatus,
  type EmployerType,
} from '@portal/contract';

/** Page sizes offered by the grid; the API caps per_page at 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type EmployerSortField = (typeof EMPLOYER_SORTS)[number];
export type EmployerSort = EmployerSortField | `-${EmployerSortField}`;

export interface EmployerFilters {
  type?: EmployerType;
  status?: EmployerStatus;
  industry?: string;
}

/** The list's state as the URL holds it: ?page&per_page&sort&search&filter.type&filter.status&filter.industry */
export interface EmployerListState {
  page: number;
  perPage: number;
  sort: EmployerSort | null;
  search: string;
  filter: EmployerFilters;
}

/** The query string the API reads (`filter[type]=…`). */
export type EmployerApiQuery = Record<string, string | number>;

export const FILTER_KEYS = ['type', 'status', 'industry'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const filterParam = (key: FilterKey) => `filter.${key}`;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function sortOf(value: string | null): EmployerSort | null {
  if (!value) return null;
  const field = oneOf(EMPLOYER_SORTS, value.startsWith('-') ? value.slice(1) : value);
  if (!field) return null;
  return value.startsWith('-') ? `-${field}` : field;
}

/** Reads the URL leniently: anything malformed falls back to the default rather than failing the page. */
export function parseEmployerListState(params: URLSearchParams): EmployerListState {
  const perPage = positiveInt(params.get('per_page'));
  const industry = params.get(filterParam('industry'))?.trim().slice(0, 64);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? PAGING.defaultPerPage,
    sort: sortOf(params.get('sort')),
    search: params.get('search') ?? '',
    filter: {
      type: oneOf(EMPLOYER_TYPES, params.get(filterParam('type'))),
      status: oneOf(EMPLOYER_STATUSES, params.get(filterParam('status'))),
      industry: industry || undefined,
    },
  };
}

/** The API query for a list state (the default sort, -created_at, is left to the server). */
export function toApiQuery(state: EmployerListState): EmployerApiQuery {
  const query: EmployerApiQuery = { page: state.page, per_page: state.perPage };
  if (state.sort) query.sort = state.sort;
  const search = state.search.trim().slice(0, 200);
  if (search) query.search = search;
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    if (value) query[`filter[${key}]`] = value;
  }
  return query;
}

/** URL state → the API's query string values, e.g. `?filter.type=household` → `filter[type]=household`. */
export function toEmployerListQuery(params: URLSearchParams): EmployerApiQuery {
  return toApiQuery(parseEmployerListState(params));
}

/** The body of POST /v1/employers/export: the list's search, sort and filters, without paging. */
export function toExportBody(state: EmployerListState) {
  const search = state.search.trim().slice(0, 200);
  const filter = Object.fromEntries(FILTER_KEYS.flatMap((key) => (state.filter[key] ? [[key, state.filter[key]]] : [])));
  return {
    ...(search ? { search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    filter,
  };
}

export type ListChange =
  | { page: number }
  | { perPage: number }
  | { sort: EmployerSort | null }
  | { search: string }
  | { filter: FilterKey; value: string };

/** The URL after a change; anything but paging returns to the first page. */
export function applyListChange(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if ('page' in change) {
    set('page', change.page > 1 ? String(change.page) : null);
    return next;
  }
  next.delete('page');
  if ('perPage' in change) set('per_page', change.perPage === PAGING.defaultPerPage ? null : String(change.perPage));
  else if ('sort' in change) set('sort', change.sort);
  else if ('search' in change) set('search', change.search);
  else set(filterParam(change.filter), change.value);
  return next;
}
