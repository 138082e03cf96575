import type { ListMeta, Subject, TransitionDef } from '@portal/contract';
import type { z } from 'zod';
import {
  listOf,
  type ContractListQuery,
  type FilterShape,
  type ListDefinition,
  type QueryFilters,
  type QuerySorts,
} from '../list-state';

/** What names a row: a numeric id or a uuid, as the resource's definition says (decision 0031). */
export type RowKey = number | string;

/** How a resource's rows are named: the key of a row, and the key a URL's `:id` holds (null: none). */
export interface KeyType<Row, K extends RowKey> {
  of: (row: Row) => K;
  parse: (param: string | undefined) => K | null;
}

/** Rows named by their integer `id` (employers, consultants). */
export const integerKey: KeyType<{ id: number }, number> = {
  of: (row) => row.id,
  parse: (param) => {
    if (!param || !/^\d{1,10}$/.test(param)) return null;
    const id = Number(param);
    return id >= 1 && id <= 2147483647 ? id : null;
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows named by their `uuid` (products, ledger entries, and jobs, applications and seekers to come). */
export const uuidKey: KeyType<{ uuid: string }, string> = {
  of: (row) => row.uuid,
  parse: (param) => (param && UUID.test(param) ? param.toLowerCase() : null),
};

export interface ResourcePage<Row> {
  data: Row[];
  meta: ListMeta;
}

/** A resource's transitions: the contract's table, the order they are offered in, and a row's status. */
export interface ResourceTransitions<Row, T extends string, St extends string> {
  table: Record<T, TransitionDef<St>>;
  names: readonly T[];
  status: (row: Row) => St;
}

/** Who a resource is: one line of its declaration. */
export interface ResourceIdentity<Row, K extends RowKey> {
  /** The feature's name: its strings' namespace (`consultants.list.gridLabel`), URL segment and cache root. */
  name: string;
  /** The API collection, e.g. `/v1/consultants`. */
  path: string;
  subject: Subject;
  key: KeyType<Row, K>;
  /** The field that names a record on its pages: the confirmations, what a delete asks to type. */
  title?: keyof Row & string;
}

/** What a resource reads from the contract: its list, its schemas and its transitions. */
export interface ResourceContract<
  Row,
  Detail,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> {
  list: ListDefinition<S, F>;
  /**
   * A page of rows, one record (`{data}`), and what a save answers (`{data}`). A list-only resource
   * (the credit ledger: rows written by purchases and grants, never opened or edited) has a page only.
   */
  schemas: {
    page: z.ZodType<ResourcePage<Row>>;
    detail?: z.ZodType<{ data: Detail }>;
    saved?: z.ZodType<{ data: Row }>;
  };
  transitions?: ResourceTransitions<Row, T, St>;
}

/**
 * One declaration of a resource for the web kit (decision 0031): what the API answers (the
 * contract's schemas), how rows are keyed, the list's sorts and filters, and the transitions.
 * `createResourceApi` turns it into fetchers, hooks and cache keys; `<ResourceList>`, the detail
 * route and the form read it.
 */
export interface ResourceDefinition<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>
  extends ResourceIdentity<Row, K>, ResourceContract<Row, Detail, S, F, T, St> {}

/**
 * What a resource reads from the contract, as the contract gathers it (`CONSULTANT_RESOURCE`):
 * the list's query, the page, one record and a save's answer, the transitions and how a row's
 * status reads (its `status` unless `statusOf` says otherwise).
 */
export interface ContractResource<Row, Detail, Q extends ContractListQuery, T extends string, St extends string> {
  query: Q;
  page: z.ZodType<ResourcePage<Row>>;
  detail?: z.ZodType<{ data: Detail }>;
  saved?: z.ZodType<{ data: Row }>;
  transitions?: Record<T, TransitionDef<St>>;
  statusOf?: (row: Row) => St;
}

/**
 * Declares a resource with its types kept: who it is (name, path, subject, key), then what the
 * contract says of it (`CONSULTANT_RESOURCE`), from which the list's sorts and filters are read.
 */
export function defineResource<
  Row,
  Detail,
  K extends RowKey,
  Q extends ContractListQuery,
  T extends string = never,
  St extends string = never,
>(
  identity: ResourceIdentity<Row, K>,
  { query, page, detail, saved, transitions, statusOf }: ContractResource<Row, Detail, Q, T, St>,
): ResourceDefinition<Row, Detail, K, QuerySorts<Q>, QueryFilters<Q>, T, St> {
  return {
    ...identity,
    list: listOf(query),
    schemas: { page, detail, saved },
    // Offered in the table's order; a row's status is its `status` unless the contract reads it otherwise.
    transitions: transitions && {
      table: transitions,
      names: Object.keys(transitions) as T[],
      status: statusOf ?? ((row) => (row as { status: St }).status),
    },
  };
}
