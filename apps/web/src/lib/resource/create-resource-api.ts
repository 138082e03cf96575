import { BulkResultSchema, ExportDataSchema } from '@portal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Params } from 'react-router';
import { invalidateAll } from '../query-client';
import { apiRequest } from '../api-client';
import { parseListState, toApiQuery, type ApiListQuery, type FilterShape } from '../list-state';
import type { RowKey } from './define-resource';
import type { ResourceDefinition } from './define-resource';

export interface TransitionRun<T extends string, K extends RowKey> {
  transition: T;
  ids: readonly K[];
  /** The transition's own fields (e.g. reject's reason), checked against the contract's entry. */
  body?: Record<string, unknown>;
}

/**
 * A named list beside the main one, at `{path}/{view}` (the employers' on-hold queue), with filters
 * the view fixes itself left out of its URL state.
 */
export interface ListView<F extends FilterShape> {
  view?: string;
  omit?: readonly (keyof F & string)[];
  /**
   * Whom the rows are read for when the request names it outside the query (the ledger's employer,
   * sent as X-AF-EMPID): part of the cache key, so switching never shows another's rows from cache.
   */
  scope?: readonly unknown[];
}

/** The on-hold queue (employers, jobs): `GET {path}/on-hold`; it fixes the status, so that is no filter in the URL. */
export const ON_HOLD_VIEW = { view: 'on-hold', omit: ['status'] } as const;

type ListWhere = Pick<ListView<FilterShape>, 'view' | 'scope'>;

interface ApiOptions {
  /** How an edit is sent: PUT replaces every field (consultants, employers), PATCH only those sent (products). */
  update?: 'PUT' | 'PATCH';
  /** Other caches a change makes stale (e.g. the dashboard's counts). */
  refreshes?: readonly QueryKey[];
  /** Where one record is read below its key, when not at the key itself (jobs: `{path}/{uuid}/detail`). */
  detailSuffix?: string;
}

/**
 * The data access of a resource from its definition (decision 0031): fetchers, query options for
 * the route loaders, hooks, and one cache root (`[name]`) so a change refreshes every list and
 * page that shows the resource.
 */
export function createResourceApi<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(
  definition: ResourceDefinition<Row, Detail, K, S, F, T, St>,
  { update = 'PUT', refreshes = [], detailSuffix }: ApiOptions = {},
) {
  const { name, path, schemas } = definition;
  const keys = {
    all: [name] as const,
    lists: [name, 'list'] as const,
    list: (query: ApiListQuery, { view, scope = [] }: ListWhere = {}) =>
      [name, 'list', ...scope, ...(view === undefined ? [] : [view]), query] as readonly unknown[],
    detail: (key: K) => [name, 'detail', key] as const,
  };
  const itemPath = (key: K) => `${path}/${encodeURIComponent(String(key))}`;
  const detailPath = (key: K) => (detailSuffix ? `${itemPath(key)}/${detailSuffix}` : itemPath(key));
  const schemaOf = <Z>(schema: Z | undefined, what: string): Z => {
    if (schema === undefined) throw new Error(`${name} is a list only: it has no ${what} schema`);
    return schema;
  };

  const listOptions = (query: ApiListQuery, where: ListWhere = {}) =>
    queryOptions({
      queryKey: keys.list(query, where),
      queryFn: ({ signal }) =>
        apiRequest(where.view === undefined ? path : `${path}/${where.view}`, schemas.page, { query, signal }),
      // The table keeps the previous page (and its row count) on screen while the next one loads.
      placeholderData: keepPreviousData,
    });
  const detailOptions = (key: K) =>
    queryOptions({
      queryKey: keys.detail(key),
      queryFn: async ({ signal }) =>
        (await apiRequest(detailPath(key), schemaOf(schemas.detail, 'detail'), { signal })).data,
    });

  const save = async ({ key, body }: { key?: K; body: unknown }): Promise<Row> => {
    const target = key === undefined ? path : itemPath(key);
    const method = key === undefined ? 'POST' : update;
    const saved = schemaOf(schemas.saved, 'saved');
    return (await apiRequest(target, saved, { method, body, idempotent: key === undefined })).data;
  };
  const remove = (key: K) => apiRequest(itemPath(key), undefined, { method: 'DELETE' });

  /** One row: POST {path}/{key}/{name}; several: POST {path}/bulk/{name}, all or nothing. Answers how many changed. */
  const transition = async ({ transition: move, ids, body = {} }: TransitionRun<T, K>): Promise<number> => {
    const entry = definition.transitions?.table[move];
    if (!entry) throw new Error(`${name} has no transition ${move}`);
    const fields = entry.body.parse(body) as Record<string, unknown>;
    const [only] = ids;
    const single = ids.length === 1 && only !== undefined;
    const target = single ? `${itemPath(only)}/${move}` : `${path}/bulk/${move}`;
    const payload = single ? fields : { ...fields, ids };
    return (await apiRequest(target, BulkResultSchema, { method: 'POST', body: payload })).data.updated;
  };

  const useRefresh = () => {
    const queryClient = useQueryClient();
    return () => invalidateAll(queryClient, [keys.all, ...refreshes]);
  };

  return {
    definition,
    keys,
    listOptions,
    detailOptions,
    save,
    remove,
    transition,
    /** POST {path}/export: queues a CSV of the filtered list; the requester is mailed a link. */
    exportList: async (body: Record<string, unknown>) =>
      (await apiRequest(`${path}/export`, ExportDataSchema, { method: 'POST', body, idempotent: true })).data,
    /** What a list page and a record's pages read first, for their route loaders. */
    pageQueries: {
      list: (url: URL, { omit, ...where }: ListView<F> = {}) => [
        listOptions(toApiQuery(parseListState(definition.list, url.searchParams, omit)), where),
      ],
      detail: (params: Params) => {
        const key = definition.key.parse(params.id);
        return key === null ? [] : [detailOptions(key)];
      },
    },
    useList: (query: ApiListQuery, where?: ListWhere) => useQuery(listOptions(query, where)),
    useDetail: (key: K | null) => useQuery({ ...detailOptions(key as K), enabled: key !== null }),
    useSave: () => useMutation({ mutationFn: save, onSuccess: useRefresh() }),
    useTransition: () => useMutation({ mutationFn: transition, onSettled: useRefresh() }),
    /** Refreshes the lists; the deleted record's own query is dropped (`forget`) once its page is gone. */
    useDelete: () => {
      const queryClient = useQueryClient();
      const mutation = useMutation({
        mutationFn: remove,
        onSuccess: () => invalidateAll(queryClient, [keys.lists, ...refreshes]),
      });
      return {
        mutation,
        forget: (key: K) => {
          queryClient.removeQueries({ queryKey: keys.detail(key) });
        },
      };
    },
  };
}

export type ResourceApi<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> = ReturnType<typeof createResourceApi<Row, Detail, K, S, F, T, St>>;
