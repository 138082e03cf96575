// How a scoped repository reads a list (decision 0040): what a resource declares of its table and
// list, and the statements one page is read with — near the top directly, deep or searched keys
// first, a search expecting few matches as one statement with its count — each with the scope.
import { and, Column, inArray, is, SQL, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { matchedKeys, selectingTotal } from '../../db/matched-page.js';
import { LIST_LIMITS } from '@portal/contract';

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

export interface ScopedTableDefinition<T extends PgTable, S, Sel extends PgSelect, F, Sort extends string> {
  table: T;
  /** The column the API addresses rows by (`id` or `uuid`, the resource's key kind). */
  key: PgColumn;
  /** Tie-breaker of every order: the primary key, so pages are stable. */
  id: PgColumn;
  /** The tenancy rule: the rows this scope may see. Every statement carries it. */
  scope: (scope: S) => SQL;
  /** The columns an insert takes from the scope (`site_id`), which no caller may set. */
  owner: (scope: S) => Partial<InferInsertModel<T>>;
  /** The `updated_at` column, set to now() on every update. */
  touched?: Column;
  list: {
    /** The select a list reads, with its joins (`db.select(…).from(table)…$dynamic()`). */
    rows: (db: Db) => Sel;
    /**
     * Columns `search` matches (escaped, ignoring case); or, where the matched columns live in other
     * tables, the condition itself (a semi-join on their own indexes, read in the scope).
     */
    search: readonly Column[] | ((term: string, scope: S) => SQL | undefined);
    /** One condition per filter (`equalsWhenGiven`), undefined when absent. */
    filters: (filter: F) => (SQL | undefined)[];
    sorts: Record<SortKey<Sort>, Column | SQL>;
    defaultSort: Sort;
  };
}

/** The statements of a list in one table's scope, for `scopedRepository`'s page, plans and batches. */
export function listStatements<T extends PgTable, S, Sel extends PgSelect, F, Sort extends string>(
  def: ScopedTableDefinition<T, S, Sel, F, Sort>,
) {
  type Listed = Awaited<ReturnType<Sel['execute']>>;
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
  const listed = (db: Db, scope: S, q: ListFilters<F, Sort>) =>
    list
      .rows(db)
      .where(listWhere(scope, q))
      .orderBy(...orderBy(list.sorts, q.sort ?? list.defaultSort, def.id));

  /** The sort a list query asks for: its ORDER BY, its column and its direction. */
  const sortOf = (q: ListFilters<F, Sort>) => {
    const sort = q.sort ?? list.defaultSort;
    const descending = sort.startsWith('-');
    const column = list.sorts[(descending ? sort.slice(1) : sort) as SortKey<Sort>];
    return { order: orderBy(list.sorts, sort, def.id), column, descending };
  };
  /**
   * `limit` rows from `offset` of the list. Deep in a list, or searched, the keys come first from a
   * select of the table alone, sorted and limited there — an index on (scope, sort, id) answers a
   * deep page without reading the rows it skips, and a search with thousands of matches joins 25 of
   * them instead of all — then the joins run for those rows only. Near the top of an unsearched
   * list, or sorted by a joined column, the list reads directly.
   */
  const rowsQuery = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number) => {
    const { order, column } = sortOf(q);
    const keysFirst = (offset >= DEFERRED_FROM || Boolean(q.search)) && ownsSort(table, column);
    if (!keysFirst) return listed(db, scope, q).limit(limit).offset(offset);
    const keys = db
      .select({ id: def.id })
      .from(table as PgTable)
      .where(listWhere(scope, q))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return list
      .rows(db)
      .where(where(scope, inArray(def.id, keys)))
      .orderBy(...order);
  };
  /**
   * A searched page and its capped count in one statement (`db/matched-page.ts`): the matches are
   * read once, the page's keys sorted and limited among them, and every row carries the count.
   */
  const matchedQuery = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number) => {
    const { order, column, descending } = sortOf(q);
    const m = matchedKeys(
      db,
      { table, id: def.id, sort: column, descending, where: listWhere(scope, q) },
      limit,
      offset,
    );
    return list
      .rows(selectingTotal(db, m))
      .where(where(scope, inArray(def.id, m.keys)))
      .orderBy(...order);
  };
  /**
   * A search sorted by the table's own column whose matches the planner expects within the exact
   * count (`LIST_LIMITS.exactCountUpTo`) shares one read of them: the planner reads them all for such
   * a page anyway. Past it, the page alone may stop early on an index walk while the count reads up
   * to its cap, which costs less than reading every match ("ltd" in the employers: 525 buffers
   * against 2,246).
   */
  const sharesMatches = (q: ListFilters<F, Sort>, estimate: number) =>
    Boolean(q.search) && estimate <= LIST_LIMITS.exactCountUpTo && ownsSort(table, sortOf(q).column);
  const rowsAt = (db: Db, scope: S, q: ListFilters<F, Sort>, limit: number, offset: number) =>
    rowsQuery(db, scope, q, limit, offset) as unknown as Promise<Listed>;
  /**
   * The keys of every row the list holds, for its capped count. Unordered: the planner reads the
   * cheapest index that answers the filters (an index-only scan of `(site_id, work_type, id)` where
   * the list's order would walk `(site_id, title, id)` through every other work type).
   */
  const counted = (db: Db, scope: S, q: ListFilters<F, Sort>) =>
    db
      .select({ id: def.id })
      .from(table as PgTable)
      .where(listWhere(scope, q))
      .$dynamic();

  return { where, listWhere, rowsQuery, matchedQuery, sharesMatches, counted, rowsAt };
}
