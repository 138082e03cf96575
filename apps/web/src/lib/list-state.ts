import { LIST_LIMITS, PAGING } from '@portal/contract';
import type { z } from 'zod';

/** Page sizes the lists offer; the API caps per_page at 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A sort field, `-` in front for descending (`-created_at`). */
export type SortValue<S extends string> = S | `-${S}`;

/** A resource's filters, as the contract validates them (`EmployerListQuerySchema`'s `filter`). */
export type FilterShape = Record<string, z.ZodType>;
export type ListFilters<F extends FilterShape> = { [K in keyof F]?: NonNullable<z.output<F[K]>> };

/** What makes one list differ from another: its sortable fields and its filters. */
export interface ListDefinition<S extends string, F extends FilterShape> {
  sorts: readonly S[];
  filters: F;
}

/** The list's state as the URL holds it: `?page&per_page&sort&search&filter.<key>`. */
export interface ListState<S extends string, F extends FilterShape> {
  page: number;
  perPage: number;
  sort: SortValue<S> | null;
  search: string;
  filter: ListFilters<F>;
}

/** A list's sort field, state and changes, from its definition: `ListStateOf<typeof employerList>`. */
export type SortFieldOf<D> = D extends ListDefinition<infer S, FilterShape> ? S : never;
export type ListStateOf<D> = D extends ListDefinition<infer S, infer F> ? ListState<S, F> : never;
export type FiltersOf<D> = D extends ListDefinition<string, infer F> ? F : never;
export type ListChangeOf<D> = D extends ListDefinition<infer S, infer F> ? ListChange<S, F> : never;

/** The query string the API reads (`filter[type]=…`). */
export type ApiListQuery = Record<string, string | number>;

export type ListChange<S extends string = string, F extends FilterShape = FilterShape> =
  | { page: number }
  | { perPage: number }
  | { sort: SortValue<S> | null }
  | { search: string }
  | { filter: keyof F & string; value: string };

export const defineList = <S extends string, F extends FilterShape>(definition: ListDefinition<S, F>) => definition;

/** What `listQuerySchema(sorts, filters)` of the contract answers: a sort enum (`x`, `-x`) and a filter object. */
export interface ContractListQuery {
  shape: { sort: z.ZodOptional<z.ZodEnum>; filter: z.ZodDefault<z.ZodObject> };
}
export type QuerySorts<Q extends ContractListQuery> = Exclude<NonNullable<z.output<Q['shape']['sort']>>, `-${string}`> &
  string;
export type QueryFilters<Q extends ContractListQuery> = ReturnType<Q['shape']['filter']['unwrap']>['shape'];

/** A list read from the contract's list query: its sortable fields and its filters, written once there. */
export function listOf<Q extends ContractListQuery>(query: Q): ListDefinition<QuerySorts<Q>, QueryFilters<Q>> {
  const sorts = query.shape.sort.unwrap().options.filter((sort) => !String(sort).startsWith('-'));
  return { sorts: sorts as QuerySorts<Q>[], filters: query.shape.filter.unwrap().shape as QueryFilters<Q> };
}

export const filterParam = (key: string) => `filter.${key}`;

const SEARCH_MAX = 200;

/**
 * The last page the API serves at this page size: it refuses a page starting past
 * `LIST_LIMITS.deepestRow` (a 422 no retry mends), so the URL never asks for one.
 */
export const deepestPage = (perPage: number) => Math.floor((LIST_LIMITS.deepestRow - 1) / perPage) + 1;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function sortOf<S extends string>(sorts: readonly S[], value: string | null): SortValue<S> | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const field = sorts.find((candidate) => candidate === (descending ? value.slice(1) : value));
  if (!field) return null;
  return descending ? `-${field}` : field;
}

function filtersOf<F extends FilterShape>(filters: F, params: URLSearchParams): ListFilters<F> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(filters)) {
    const raw = params.get(filterParam(key));
    if (raw === null) continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') out[key] = parsed.data;
  }
  return out as ListFilters<F>;
}

/** Reads the URL leniently: anything the contract would refuse falls back to the default rather than failing the page. */
export function parseListState<S extends string, F extends FilterShape>(
  definition: ListDefinition<S, F>,
  params: URLSearchParams,
  /** Filters a page fixes itself (the on-hold list has one status), ignored in the URL. */
  omit: readonly (keyof F & string)[] = [],
): ListState<S, F> {
  const perPage = positiveInt(params.get('per_page'));
  const dropped = new Set<string>(omit);
  const all = filtersOf(definition.filters, params);
  const filter = Object.fromEntries(Object.entries(all).filter(([key]) => !dropped.has(key))) as typeof all;
  const size = PAGE_SIZES.find((candidate) => candidate === perPage) ?? PAGING.defaultPerPage;
  return {
    page: Math.min(positiveInt(params.get('page')) ?? 1, deepestPage(size)),
    perPage: size,
    sort: sortOf(definition.sorts, params.get('sort')),
    search: params.get('search') ?? '',
    filter,
  };
}

function definedFilters(filter: Record<string, unknown>): [string, string][] {
  return Object.entries(filter).flatMap(([key, value]) =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)] as [string, string]],
  );
}

/** The API query for a list state (the default sort is left to the server). */
export function toApiQuery(state: ListState<string, FilterShape>): ApiListQuery {
  const query: ApiListQuery = { page: state.page, per_page: state.perPage };
  if (state.sort) query.sort = state.sort;
  const search = state.search.trim().slice(0, SEARCH_MAX);
  if (search) query.search = search;
  for (const [key, value] of definedFilters(state.filter)) query[`filter[${key}]`] = value;
  return query;
}

/** The body of an export: the list's search, sort and filters, without paging. */
export function toExportBody<S extends string, F extends FilterShape>(state: ListState<S, F>) {
  const search = state.search.trim().slice(0, SEARCH_MAX);
  const filter = Object.fromEntries(
    definedFilters(state.filter).map(([key]) => [key, state.filter[key]]),
  ) as ListFilters<F>;
  return {
    ...(search ? { search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    filter,
  };
}

/** The `page` parameter as the URL writes it: none for the first page. */
const pageParam = (page: number) => (page > 1 ? String(page) : null);

/** The URL with the page the state holds, or null when it holds it already (e.g. `page=999` read as the deepest page). */
export function withStatePage(params: URLSearchParams, page: number): URLSearchParams | null {
  return params.get('page') === pageParam(page) ? null : applyListChange(params, { page });
}

/** The URL after a change; anything but paging returns to the first page. */
export function applyListChange(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if ('page' in change) {
    set('page', pageParam(change.page));
    return next;
  }
  next.delete('page');
  if ('perPage' in change) set('per_page', change.perPage === PAGING.defaultPerPage ? null : String(change.perPage));
  else if ('sort' in change) set('sort', change.sort);
  else if ('search' in change) set('search', change.search);
  else set(filterParam(change.filter), change.value);
  return next;
}

/** The next sort when a column header is clicked: ascending, then descending, then the server's default. */
export function nextSort<S extends string>(current: SortValue<S> | null, field: S): SortValue<S> | null {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
}
