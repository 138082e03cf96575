// The data half of kit v2 (decision 0030): one table's list/get/insert/update/delete with the
// tenancy rule applied to every statement, so a resource cannot forget its scope.
import { and, Column, eq, inArray, is, SQL, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import {
  cappedCount,
  countBeyondEstimate,
  countFrom,
  estimateRows,
  orderBy,
  searchColumns,
  type SortKey,
} from '../../db/list-query.js';
import { matchedKeys, selectingTotal, splitTotal } from '../../db/matched-page.js';
import { LIST_LIMITS } from '@portal/contract';
import { notFound } from '../http-error.js';
import { assertPageReachable, offsetOf, pageMeta, type ListCount, type PageQuery } from '../list-page.js';
import { runNamed } from '../../db/named-statements.js';

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

/**
 * The tenancy of a table a site owns: the rows of the reach's site, inserted with its `site_id`.
 * With `employer`, the column naming a row's employer: an employer's own user (a reach with an
 * `employerId`) reaches only that employer's rows.
 */
export const siteOwned = <T extends PgTable & { site_id: PgColumn; updated_at: PgColumn }>(
  table: T,
  employer?: PgColumn,
) => ({
  scope: (reach: { siteId: number; employerId?: number }) => {
    const site = eq(table.site_id, reach.siteId);
    if (!employer || reach.employerId === undefined) return site;
    return and(site, eq(employer, reach.employerId)) ?? site;
  },
  owner: (reach: { siteId: number }) => ({ site_id: reach.siteId }) as Partial<InferInsertModel<T>>,
  touched: table.updated_at,
});

/** A table's statements, each taking the scope first: there is no way to call one without it. */
export function scopedRepository<T extends PgTable, S, Sel extends PgSelect, F, Sort extends string>(
  def: ScopedTableDefinition<T, S, Sel, F, Sort>,
) {
  type Row = InferSelectModel<T>;
  type Values = Partial<InferInsertModel<T>>;
  type Listed = Awaited<ReturnType<Sel['execute']>>;
  const { table, key, list } = def;
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

  const repo = {
    /** The table, for a statement of the module's own over the same scope (`quickSearch`). */
    table,
    where,
    /**
     * One page, searched, filtered and sorted in SQL, and beside it the planner's estimate of the
     * list's size (no row read, asked afresh each time: a list that shrank is never shown its old size). A page
     * shorter than asked ends the list: its total is then exact with nothing counted. Otherwise the
     * estimate is the total when it says thousands, and the count that stops at the threshold runs
     * only below that (`countBeyondEstimate`). Unsearched, the page and the count run under names
     * (prepared once per connection, `runNamed`). A search asks the estimate first: when few matches
     * are expected its page carries their count (`matchedQuery`), so the search runs once.
     */
    async page(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery) {
      assertPageReachable(q);
      const offset = offsetOf(q);
      const run = <R>(select: PgSelect) => (q.search ? (select as unknown as Promise<R>) : runNamed<R>(select));
      type Page = { rows: Listed[number][]; counted: number | undefined };
      const pageOf = (estimate: number): Promise<Page> =>
        sharesMatches(q, estimate)
          ? (matchedQuery(db, scope, q, q.per_page, offset) as unknown as Promise<Listed>).then((rows) =>
              splitTotal<Listed[number]>(rows),
            )
          : run<Listed>(rowsQuery(db, scope, q, q.per_page, offset) as unknown as PgSelect).then((rows) => ({
              rows,
              counted: undefined,
            }));
      const estimating = estimateRows(db, counted(db, scope, q));
      const [{ rows, counted: matched }, estimate] = q.search
        ? await estimating.then(async (estimate) => [await pageOf(estimate), estimate] as const)
        : await Promise.all([pageOf(Infinity), estimating]);
      const ended = rows.length < q.per_page && (rows.length > 0 || offset === 0);
      const count: ListCount = ended
        ? { total: offset + rows.length, capped: false }
        : matched !== undefined
          ? countFrom(matched, estimate)
          : await countBeyondEstimate(db, counted(db, scope, q), estimate, run);
      return { rows, count };
    },
    /**
     * The plans PostgreSQL picks for the statements of one page (EXPLAIN, nothing run): the page and
     * its count, or a search's one statement holding both. What the plan tests check at a job
     * board's statistics, and what an operator reads when a list is slow.
     */
    async plans(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery): Promise<string[]> {
      const offset = offsetOf(q);
      const statements = sharesMatches(q, await estimateRows(db, counted(db, scope, q)))
        ? [matchedQuery(db, scope, q, q.per_page, offset)]
        : [rowsQuery(db, scope, q, q.per_page, offset), cappedCount(db, counted(db, scope, q))];
      return Promise.all(
        statements.map(async (statement) =>
          (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${statement}`))
            .map((r) => r['QUERY PLAN'])
            .join('\n'),
        ),
      );
    },
    /** One page as the API answers it: the rows presented, and the paging meta. */
    async pageOf<Out>(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery, present: (row: Listed[number]) => Out) {
      const { rows, count } = await repo.page(db, scope, q);
      return { data: rows.map(present), meta: pageMeta(q, count) };
    },
    /** Batches of the same filtered, sorted list, for exports that must not hold a whole table. */
    async *batches(db: Db, scope: S, q: ListFilters<F, Sort>, batch = 500) {
      for (let offset = 0; ; offset += batch) {
        const rows = await rowsAt(db, scope, q, batch, offset);
        if (rows.length) yield rows;
        if (rows.length < batch) return;
      }
    },
    /** The list's select for one row of the scope (with the same joins), or undefined. */
    async find(db: Db, scope: S, k: unknown): Promise<Listed[number] | undefined> {
      const [row] = await (list.rows(db).where(where(scope, eq(key, k))) as unknown as Promise<Listed>);
      return row;
    },
    /** `find`, or the 404 a key outside the scope gets (as one that does not exist). */
    async found(db: Db, scope: S, k: unknown): Promise<Listed[number]> {
      const row = await repo.find(db, scope, k);
      if (!row) throw notFound();
      return row;
    },
    async get(db: Db, scope: S, k: unknown): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(where(scope, eq(key, k)))) as Row[];
      return row;
    },
    /** The rows of these keys in the scope (a missing one is simply absent). */
    async getMany(db: Db, scope: S, keys: readonly unknown[]): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(where(scope, inArray(key, [...keys])))) as Row[];
    },
    /** Which of these keys name rows of the scope (for an all-or-nothing check without the rows). */
    async keysIn(db: Db, scope: S, keys: readonly unknown[]): Promise<unknown[]> {
      if (!keys.length) return [];
      const rows = await db
        .select({ key })
        .from(table as PgTable)
        .where(where(scope, inArray(key, [...keys])));
      return rows.map((row) => row.key);
    },
    async insert(db: Db, scope: S, values: Values): Promise<Row> {
      const [row] = (await db
        .insert(table)
        .values({ ...values, ...def.owner(scope) } as InferInsertModel<T>)
        .returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(db: Db, scope: S, k: unknown, values: Values): Promise<Row | undefined> {
      const touched = def.touched ? { [def.touched.name]: sql`now()` } : {};
      const [row] = (await db
        .update(table)
        .set({ ...values, ...touched } as never)
        .where(where(scope, eq(key, k)))
        .returning()) as Row[];
      return row;
    },
    async delete(db: Db, scope: S, k: unknown): Promise<boolean> {
      const rows = await db
        .delete(table)
        .where(where(scope, eq(key, k)))
        .returning({ key });
      return rows.length > 0;
    },
  };
  return repo;
}
