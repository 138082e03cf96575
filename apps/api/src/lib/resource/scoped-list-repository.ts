// How a scoped repository reads a list (decision 0040): what a resource declares of its table and
// list, and the statements one page is read with — near the top directly, deep or searched keys
// first, a search expecting few matches as one statement with its count — each with the scope.
import {
  and,
  Column,
  getTableColumns,
  inArray,
  is,
  SQL,
  sql,
  type InferInsertModel,
  type InferSelectModel,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { matchedKeys, selectingTotal, walkedKeys, type MatchedList } from '../../db/matched-page.js';
import { LIST_LIMITS } from '@portal/contract';
import type { z } from 'zod';

/** From this offset a page reads its keys first (decision 0040): skipping rows then costs index entries only. */
const DEFERRED_FROM = 500;

/** Whether a sort reads only `table`'s own columns (a key-only subquery can order by it). */
function ownsSort(table: PgTable, expression: Column | SQL): boolean {
  if (is(expression, Column)) return expression.table === table;
  return expression.queryChunks.every((chunk) =>
    is(chunk, Column) ? chunk.table === table : is(chunk, SQL) ? ownsSort(table, chunk) : true,
  );
}

/** The part of a contract list query (`listQuerySchema`) a repository reads. */
export interface ListFilters<F, Sort extends string> {
  search?: string;
  filter: F;
  sort?: Sort;
}

/**
 * One row of a select a resource declares (`record`, `list.rows`, `list.exported`), or the table's
 * whole row where it declares none.
 */
export type RowOf<Sel extends PgSelect, T extends PgTable> = [Sel] extends [never]
  ? InferSelectModel<T>
  : Awaited<ReturnType<Sel['execute']>>[number];

/**
 * These columns of `table`, as a select's fields: a list row that reads only what it shows
 * (`db.select({ job: columnsOf(jobs, JOB_LIST_COLUMNS), … })`).
 */
export function columnsOf<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

/**
 * The columns a list row reads: the keys of its response schema that are columns of `table`
 * (joined and computed keys are the presenter's), so a field added to the row schema is selected.
 */
export function columnsOfSchema<T extends PgTable, S extends z.ZodObject>(table: T, schema: S) {
  type K = Extract<keyof z.infer<S>, keyof T['_']['columns']> & string;
  const columns = getTableColumns(table);
  return columnsOf(table, Object.keys(schema.shape).filter((key) => key in columns) as K[]);
}

/**
 * A resource's table and list (decision 0030; the selects apart since session 9). A resource whose
 * record and page are its table's whole row declares neither select; one that joins declares its
 * `record`, and a list whose row shows less than the record declares the page's own `list.rows`.
 */
export interface ScopedTableDefinition<
  T extends PgTable,
  S,
  F,
  Sort extends string,
  Rec extends PgSelect = never,
  Sel extends PgSelect = Rec,
  Exp extends PgSelect = Sel,
> {
  table: T;
  /** The column the API addresses rows by (`id` or `uuid`, the resource's key kind). */
  key: PgColumn;
  /** Tie-breaker of every order: the primary key, so pages are stable. Default: the table's `id`. */
  id?: PgColumn;
  /** The tenancy rule: the rows this scope may see. Every statement carries it. */
  scope: (scope: S) => SQL;
  /** The columns an insert takes from the scope (`site_id`), which no caller may set. */
  owner: (scope: S) => Partial<InferInsertModel<T>>;
  /** The `updated_at` column, set to now() on every update. */
  touched?: Column;
  /**
   * The select of one record with its joins (`db.select(…).from(table)…$dynamic()`): what `find`
   * and `found` read, the detail's columns. Default: the table's whole row.
   */
  record?: (db: Db) => Rec;
  list: {
    /**
     * The select of one page: the columns and joins the list's row shows, no more (a rich text or
     * a joined person the row does not show is read by the detail only). Default: `record`.
     */
    rows?: (db: Db) => Sel;
    /** The select an export's batches read, where its CSV names more than the page shows. Default: `rows`. */
    exported?: (db: Db) => Exp;
    /**
     * Columns `search` matches (escaped, ignoring case); or, where the matched columns live in other
     * tables, the condition itself (a semi-join on their own indexes, read in the scope).
     */
    search: readonly Column[] | ((term: string, scope: S) => SQL | undefined);
    /**
     * The search as a filter on rows read in the list's order, where the condition written for an
     * index (`= any(array(…))`, read once into a bitmap) would cost a scan of an array per row
     * (`in (select …)`, hashed). Default: `search`.
     */
    walkedSearch?: (term: string, scope: S) => SQL | undefined;
    /** One condition per filter (`equalsWhenGiven`), undefined when absent. */
    filters: (filter: F) => (SQL | undefined)[];
    sorts: Record<SortKey<Sort>, Column | SQL>;
    defaultSort: Sort;
  };
}

/** A select of the table, with the scope and the list's conditions still to add. */
type Select = (db: Db) => PgSelect;

/** The definition's defaults filled in: the tie-breaking id and the three selects. */
export function declaredSelects<T extends PgTable, S, F, Sort extends string>(
  def: ScopedTableDefinition<T, S, F, Sort, PgSelect, PgSelect, PgSelect>,
) {
  const id = def.id ?? (getTableColumns(def.table) as Record<string, PgColumn | undefined>).id;
  if (!id) throw new Error('scopedRepository: a table without an `id` column names its `id`');
  const record: Select =
    def.record ??
    ((db) =>
      db
        .select()
        .from(def.table as PgTable)
        .$dynamic());
  const page: Select = def.list.rows ?? record;
  return { id, record, page, exported: def.list.exported ?? page };
}

/** The statements of a list in one table's scope, for `scopedRepository`'s page, plans and batches. */
export function listStatements<T extends PgTable, S, F, Sort extends string>(
  def: ScopedTableDefinition<T, S, F, Sort, PgSelect, PgSelect, PgSelect>,
  { id, page, exported }: ReturnType<typeof declaredSelects>,
) {
  const { table, list } = def;
  const where = (scope: S, ...more: (SQL | undefined)[]) => and(def.scope(scope), ...more);
  const searched = (scope: S, term: string | undefined) =>
    typeof list.search === 'function'
      ? term
        ? list.search(term, scope)
        : undefined
      : searchColumns(term, list.search);
  const listWhere = (scope: S, q: ListFilters<F, Sort>) =>
    where(scope, ...list.filters(q.filter), searched(scope, q.search));

  /** The sort a list query asks for: its ORDER BY, its column and its direction. */
  const sortOf = (q: ListFilters<F, Sort>) => {
    const sort = q.sort ?? list.defaultSort;
    const descending = sort.startsWith('-');
    const column = list.sorts[(descending ? sort.slice(1) : sort) as SortKey<Sort>];
    return { order: orderBy(list.sorts, sort, id), column, descending };
  };
  /** Whether a page reads its keys first (below): deep in the list, or searched, sorted by its own column. */
  const readsKeysFirst = (q: ListFilters<F, Sort>, offset: number) =>
    (offset >= DEFERRED_FROM || Boolean(q.search)) && ownsSort(table, sortOf(q).column);
  /**
   * `limit` rows from `offset` of the list. Deep in a list, or searched, the keys come first from a
   * select of the table alone, sorted and limited there — an index on (scope, sort, id) answers a
   * deep page without reading the rows it skips, and a search with thousands of matches joins 25 of
   * them instead of all — then the joins run for those rows only. Near the top of an unsearched
   * list, or sorted by a joined column, the list reads directly. `rows` is the select: the page's,
   * or an export's.
   */
  const rowsQuery = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number, rows: Select = page) => {
    const { order } = sortOf(q);
    if (!readsKeysFirst(q, offset))
      return rows(db)
        .where(listWhere(scope, q))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    const keys = db
      .select({ id })
      .from(table as PgTable)
      .where(listWhere(scope, q))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows(db)
      .where(where(scope, inArray(id, keys)))
      .orderBy(...order);
  };
  /**
   * A searched page and its capped count in one statement (`db/matched-page.ts`): the matches are
   * read once up to the cap, and their real number chooses how the page's keys are found (decision
   * 0072). `cap` is the tests' handle on that choice.
   */
  const matchedList = (scope: S, q: ListFilters<F, Sort>): MatchedList => {
    const { order, column, descending } = sortOf(q);
    const search = searched(scope, q.search);
    const walked = list.walkedSearch && q.search ? list.walkedSearch(q.search, scope) : search;
    return {
      table,
      id,
      sort: column,
      descending,
      order,
      listed: where(scope, ...list.filters(q.filter)),
      search,
      walked,
    };
  };
  const matchedQuery = (
    db: Db,
    scope: S,
    q: ListFilters<F, Sort>,
    limit: number,
    offset: number,
    cap = LIST_LIMITS.exactCountUpTo,
  ) => {
    const m = matchedList(scope, q);
    const matched = matchedKeys(db, m, limit, offset, cap);
    return page(selectingTotal(db, matched))
      .where(where(scope, inArray(id, matched.keys)))
      .orderBy(...m.order);
  };
  /**
   * The same page when its search was counted past the cap a few seconds ago (a kept total): the
   * walk alone, no match read to be counted again (decision 0101).
   */
  const walkedQuery = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number) => {
    const m = matchedList(scope, q);
    return page(db)
      .where(where(scope, inArray(id, sql`(${walkedKeys(m, limit, offset)})`)))
      .orderBy(...m.order);
  };
  /**
   * Whether a list query is a search sorted by the table's own column: its page carries its
   * count (`matchedQuery`), whatever the planner expects of the term. A sort on a joined column
   * keeps the page-then-count path.
   */
  const sharesMatches = (q: ListFilters<F, Sort>) => Boolean(q.search) && ownsSort(table, sortOf(q).column);
  /** `limit` rows of an export's batch from `offset`, read as a deep page is. */
  const exportedAt = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number) =>
    rowsQuery(db, scope, q, limit, offset, exported);
  /**
   * The keys of every row the list holds, for its capped count. Unordered: the planner reads the
   * cheapest index that answers the filters (an index-only scan of `(site_id, work_type, id)` where
   * the list's order would walk `(site_id, title, id)` through every other work type).
   */
  const counted = (db: Db, scope: S, q: ListFilters<F, Sort>) =>
    db
      .select({ id })
      .from(table as PgTable)
      .where(listWhere(scope, q))
      .$dynamic();

  return { where, listWhere, rowsQuery, readsKeysFirst, matchedQuery, walkedQuery, sharesMatches, counted, exportedAt };
}
