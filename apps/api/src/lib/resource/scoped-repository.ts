// The data half of kit v2 (decision 0030): one table's list/get/insert/update/delete with the
// tenancy rule applied to every statement, so a resource cannot forget its scope.
import { and, eq, inArray, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { cappedCount, countBeyondEstimate, countFrom, estimateRows } from '../../db/list-query.js';
import { keepTotal, keptTotal, pageTotalKey, totalKey } from '../../db/estimated-totals.js';
import { splitTotal } from '../../db/matched-page.js';
import { notFound } from '../http-error.js';
import { LIST_LIMITS } from '@portal/contract';
import { assertPageReachable, offsetOf, pageMeta, type ListCount, type PageQuery } from '../list-page.js';
import { keptSelects } from '../../db/kept-statements.js';
import { runNamed } from '../../db/named-statements.js';
import { runOnGenericPlans } from '../../db/row-scope.js';
import { explainGeneric, explainPlan, onGenericPlan } from '../../db/generic-plan.js';
import {
  declaredSelects,
  listStatements,
  type ListFilters,
  type RowOf,
  type ScopedTableDefinition,
} from './scoped-list-repository.js';

/**
 * A table a site owns, with its tenancy: the rows of the reach's site, inserted with its `site_id`.
 * With `employer`, the column naming a row's employer: an employer's own user (a reach with an
 * `employerId`) reaches only that employer's rows.
 */
export const siteOwned = <T extends PgTable & { site_id: PgColumn; updated_at: PgColumn }>(
  table: T,
  employer?: PgColumn,
) => ({
  table,
  scope: (reach: { siteId: number; employerId?: number }) => {
    const site = eq(table.site_id, reach.siteId);
    if (!employer || reach.employerId === undefined) return site;
    return and(site, eq(employer, reach.employerId)) ?? site;
  },
  owner: (reach: { siteId: number }) => ({ site_id: reach.siteId }) as Partial<InferInsertModel<T>>,
  touched: table.updated_at,
});

/** One row of a scoped repository's page (`list.rows`): what the presenter of a list row takes. */
export type ListRowOf<R extends { page: (...args: never[]) => Promise<{ rows: readonly unknown[] }> }> = Awaited<
  ReturnType<R['page']>
>['rows'][number];

/**
 * A table's statements, each taking the scope first: there is no way to call one without it. A
 * record (`find`) reads `record`, a page `list.rows`, an export's batches `list.exported`.
 */
export function scopedRepository<
  T extends PgTable,
  S,
  F,
  Sort extends string,
  Rec extends PgSelect = never,
  Sel extends PgSelect = Rec,
  Exp extends PgSelect = Sel,
>(def: ScopedTableDefinition<T, S, F, Sort, Rec, Sel, Exp>) {
  type Row = InferSelectModel<T>;
  type Values = Partial<InferInsertModel<T>>;
  type Listed = RowOf<Sel, T>[];
  const { table, key } = def;
  const selects = declaredSelects(def);
  const { record } = selects;
  const { where, rowsQuery, readsKeysFirst, matchedQuery, walkedQuery, sharesMatches, counted, exportedAt } =
    listStatements(def, selects);
  const keepPage = keptSelects();
  const keepRecord = keptSelects();

  const repo = {
    /** The table, for a statement of the module's own over the same scope (`quickSearch`). */
    table,
    where,
    /**
     * One page, searched, filtered and sorted in SQL, and beside it the planner's estimate of the
     * list's size (no row read). A page shorter than asked ends the list: its total is then exact with
     * nothing counted. Otherwise the estimate is the total when it says thousands, and the count that
     * stops at the threshold runs only below that (`countBeyondEstimate`). An unsearched list's
     * estimated total is kept for a few seconds per statement (`estimated-totals.ts`, decision 0071):
     * its next pages, sorts and refreshes read the page alone. Unsearched, the page and the count run
     * under names (prepared once per connection, `runNamed`). A search's page carries the real count of
     * its matches up to the threshold (`matchedQuery`, decision 0072): the estimate is asked only past it,
     * and kept; while it is, the search's next pages walk to their rows without counting (`walkedQuery`).
     */
    async page(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery) {
      assertPageReachable(q);
      const offset = offsetOf(q);
      const run = <R>(select: PgSelect) => (q.search ? (select as unknown as Promise<R>) : runNamed<R>(select));
      const estimating = () => estimateRows(db, counted(db, scope, q));
      const endedAt = (rows: Listed): ListCount | undefined =>
        rows.length < q.per_page && (rows.length > 0 || offset === 0)
          ? { total: offset + rows.length, capped: false }
          : undefined;
      /**
       * A search's total once its page counted more than the cap: the estimate, kept a few seconds
       * per statement as an unsearched list's is (decision 0071; 0101). While it is kept the search
       * is not counted again: a search that fell back under the cap shows the estimate until it lapses
       * (or its exact total on a last page), then is exact.
       */
      const estimatedPastTheCap = async (key: string, n: number): Promise<ListCount> => {
        const known = keptTotal(db, key);
        if (known) return { total: Math.max(known.total, n), capped: true };
        return keepTotal(db, key, countFrom(n, await estimating()));
      };
      if (sharesMatches(q)) {
        const key = totalKey(counted(db, scope, q));
        const known = keptTotal(db, key);
        if (known) {
          const rows = await (walkedQuery(db, scope, q, q.per_page, offset) as unknown as Promise<Listed>);
          return { rows, count: endedAt(rows) ?? known };
        }
        const matched = await (matchedQuery(db, scope, q, q.per_page, offset) as unknown as Promise<Listed>);
        const { rows, counted: n } = splitTotal<RowOf<Sel, T>>(matched);
        const count: ListCount =
          endedAt(rows) ??
          (n !== undefined
            ? n > LIST_LIMITS.exactCountUpTo
              ? await estimatedPastTheCap(key, n)
              : countFrom(n, n)
            : await countBeyondEstimate(db, counted(db, scope, q), await estimating(), run));
        return { rows, count };
      }
      const pageQuery = () => rowsQuery(db, scope, q, q.per_page, offset) as unknown as PgSelect;
      // Unsearched, the page is built once per scope and query and kept (decision 0108): run under its
      // name, its text keys the list's kept total (decision 0071). A search here runs unnamed (its plan
      // depends on its term) and keeps no total.
      const named = q.search ? undefined : keepPage<Listed>(db, [scope, q], pageQuery);
      // Read directly, the page runs on its generic plan (decision 0109), and the estimate beside it in
      // the same mode (an EXPLAIN's estimate reads its values whatever the mode), so the two statements
      // sent together keep their connections in one state. The count's generic plan would guess its
      // limit and scan the table (the plan tests): it keeps PostgreSQL's own choice.
      const generic = named !== undefined && onGenericPlan(q, readsKeysFirst(q, offset));
      const inMode = <R>(fn: () => PromiseLike<R>): Promise<R> =>
        generic ? runOnGenericPlans(fn) : Promise.resolve(fn());
      const pageRows = () => (named ? inMode(() => named.run()) : (pageQuery() as unknown as Promise<Listed>));
      const key = named && (pageTotalKey(named) ?? totalKey(counted(db, scope, q)));
      const known = key === undefined ? undefined : keptTotal(db, key);
      if (known) {
        const rows = await pageRows();
        return { rows, count: endedAt(rows) ?? known };
      }
      const [rows, estimate] = await Promise.all([pageRows(), inMode(estimating)]);
      const ended = endedAt(rows);
      if (ended) return { rows, count: ended };
      const count = await countBeyondEstimate(db, counted(db, scope, q), estimate, run);
      return { rows, count: key === undefined ? count : keepTotal(db, key, count) };
    },
    /**
     * The plans PostgreSQL picks for the statements of one page (EXPLAIN, nothing run): the page — the
     * generic plan it runs on when `onGenericPlan` — and its count, or a search's one statement holding
     * both. What the plan tests check at a job board's statistics, and what an operator reads when a
     * list is slow.
     */
    async plans(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery): Promise<string[]> {
      const offset = offsetOf(q);
      if (sharesMatches(q)) return [await explainPlan(db, matchedQuery(db, scope, q, q.per_page, offset))];
      const page = rowsQuery(db, scope, q, q.per_page, offset) as unknown as PgSelect;
      return [
        onGenericPlan(q, readsKeysFirst(q, offset)) ? await explainGeneric(db, page) : await explainPlan(db, page),
        await explainPlan(db, cappedCount(db, counted(db, scope, q))),
      ];
    },
    /** One page as the API answers it: the rows presented, and the paging meta. */
    async pageOf<Out>(db: Db, scope: S, q: ListFilters<F, Sort> & PageQuery, present: (row: RowOf<Sel, T>) => Out) {
      const { rows, count } = await repo.page(db, scope, q);
      return { data: rows.map(present), meta: pageMeta(q, count) };
    },
    /** Batches of the same filtered, sorted list (`list.exported`), for exports that must not hold a whole table. */
    async *batches(db: Db, scope: S, q: ListFilters<F, Sort>, batch = 500) {
      for (let offset = 0; ; offset += batch) {
        const rows = await (exportedAt(db, scope, q, batch, offset) as unknown as Promise<RowOf<Exp, T>[]>);
        if (rows.length) yield rows;
        if (rows.length < batch) return;
      }
    },
    /**
     * One record of the scope (`record`: the detail's columns and joins), or undefined. Named: a
     * look-up by the table's key is planned alike for every value, so PostgreSQL plans it once; and
     * kept per scope and key (decision 0108), so a record read again is not built again.
     */
    async find(db: Db, scope: S, k: unknown): Promise<RowOf<Rec, T> | undefined> {
      const select = () => record(db).where(where(scope, eq(key, k))) as unknown as PgSelect;
      const [row] = await keepRecord<RowOf<Rec, T>[]>(db, [scope, k], select).run();
      return row;
    },
    /** `find`, or the 404 a key outside the scope gets (as one that does not exist). */
    async found(db: Db, scope: S, k: unknown): Promise<RowOf<Rec, T>> {
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
    /**
     * As `update`, answering the row before (read locked, in the caller's transaction) and after: what
     * an update's audit row compares (`changesOf`, decision 0095). Undefined outside the scope.
     */
    async change(db: Db, scope: S, k: unknown, values: Values): Promise<{ before: Row; after: Row } | undefined> {
      const [before] = (await db
        .select()
        .from(table as PgTable)
        .where(where(scope, eq(key, k)))
        .for('update')) as Row[];
      if (!before) return undefined;
      const after = await repo.update(db, scope, k, values);
      return after && { before, after };
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
