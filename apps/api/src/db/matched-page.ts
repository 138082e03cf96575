// A searched list's page and its capped count in one statement (decision 0040, amended in session
// 8; decision 0072): the search's matches are read once, as far as the cap, and their real number
// — not the planner's estimate of it — chooses how the page's keys are found. A fresh ANALYZE
// moves a trigram term's estimate by a factor of four; it no longer moves the plan.
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIST_LIMITS } from '@portal/contract';
import type { Db } from './client.js';

/** The extra column of each row that carries the capped count of the matches. */
export const MATCHED_TOTAL = 'matched_total__';

/** What a searched page reads: the list's table, its order, and its conditions with the search apart. */
export interface MatchedList {
  table: PgTable;
  id: PgColumn;
  sort: Column | SQL;
  descending: boolean;
  /** The list's ORDER BY (`orderBy`: the sort, then the id the same way). */
  order: SQL[];
  /** The scope and the filters. */
  listed: SQL | undefined;
  /** The search's condition on the table's columns. */
  search: SQL | undefined;
  /** The same condition as a filter on rows walked in order, where it differs (`list.walkedSearch`). */
  walked: SQL | undefined;
}

/**
 * Two CTEs and the keys of one page. `matched` (`key`, `sort_key`) holds every match of the list.
 * A CTE is planned to be read whole (a trigram bitmap), never as a walk hoping to meet its matches
 * early, yet it is read only as far as its readers go; `counted` reads at most `cap` + 1 of them.
 * The page's keys then come from one branch of a UNION ALL, the other switched off by that count
 * when the statement runs:
 * - at most `cap` matches: sorted among `matched`, in memory;
 * - more: a walk of the table in the list's order (its sort index), the search a filter on it,
 *   stopping at the page's last key. The `offset 0` keeps the search out of the walk's own plan, so
 *   it cannot become a trigram bitmap of thousands of matches sorted whole. With more than `cap`
 *   matches the walk meets one at least every (rows of the scope ÷ `cap`) rows on average. The
 *   filter is wrapped in `coalesce` (the same rows: a null is no match), which the planner rates at
 *   one row in two: rated at its trigram estimate, a rare term made the unused walk cost past
 *   `jit_above_cost`, and compiling the statement took 96 ms.
 * Both branches give the rows of the list's ORDER BY, id breaking ties (`cap` only moves the
 * boundary, which the tests use).
 */
export function matchedKeys(
  db: Db,
  m: MatchedList,
  limit: number,
  offset: number,
  cap: number = LIST_LIMITS.exactCountUpTo,
) {
  const where = sql.join(
    [m.listed, m.search].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const matched = db
    .$with('matched', {})
    .as(sql`select ${m.id} as key, ${m.sort} as sort_key from ${m.table} where ${where}`);
  const counted = db
    .$with('counted', {})
    .as(sql`select count(*) as n from (select 1 from "matched" limit ${cap + 1}) as capped`);
  const n = sql`(select n from "counted")`;
  const direction = sql.raw(m.descending ? 'desc' : 'asc');
  const few = sql`select key from "matched" where ${n} <= ${cap}
    order by sort_key ${direction}, key ${direction} limit ${limit} offset ${offset}`;
  const walked = walkedKeys(m, limit, offset, sql` and ${n} > ${cap}`);
  const keys = sql`((${few}) union all (${walked}))`;
  return { ctes: [matched, counted], keys, total: sql<number>`${n}`.mapWith(Number) };
}

/**
 * The keys of one page walked in the list's order, the search a filter on the walk: `matchedKeys`'s
 * branch past the cap, and alone the page of a search whose matches were counted past the cap a few
 * seconds ago (its kept total, decision 0101): no match is read to be counted again.
 */
export function walkedKeys(
  m: Pick<MatchedList, 'table' | 'id' | 'order' | 'listed' | 'walked'>,
  limit: number,
  offset: number,
  when: SQL = sql``,
): SQL {
  return sql`select ${m.id} from (select * from ${m.table} where ${m.listed ?? sql`true`}
    order by ${sql.join(m.order, sql`, `)} offset 0) as ${m.table}
    where coalesce(${m.walked ?? sql`true`}, false)${when} limit ${limit} offset ${offset}`;
}

/**
 * `db` as a list's `rows(db)` sees it, whose `select(fields).from(source)` is the same select with
 * the CTEs before it and the capped count as one more column (`MATCHED_TOTAL`). `select()`
 * without fields selects the source's columns, as drizzle does.
 */
export function selectingTotal(db: Db, matched: ReturnType<typeof matchedKeys>): Db {
  const select = (fields?: Record<string, unknown>) => ({
    from: (source: PgTable) =>
      db
        .with(...matched.ctes)
        .select({ ...(fields ?? getTableColumns(source)), [MATCHED_TOTAL]: matched.total } as never)
        .from(source),
  });
  return new Proxy(db, { get: (target, prop) => (prop === 'select' ? select : Reflect.get(target, prop, target)) });
}

/** The rows without their `MATCHED_TOTAL`, and the count it carried (undefined when no row came back). */
export function splitTotal<R>(rows: readonly R[]): { rows: R[]; counted: number | undefined } {
  const counted = (rows[0] as Record<string, unknown> | undefined)?.[MATCHED_TOTAL];
  return {
    rows: rows.map((row) => {
      const { [MATCHED_TOTAL]: _, ...rest } = row as Record<string, unknown>;
      return rest as R;
    }),
    counted: typeof counted === 'number' ? counted : undefined,
  };
}
