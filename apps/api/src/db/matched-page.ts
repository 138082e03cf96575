// A searched list's page and its capped count in one statement (decision 0040, amended in session
// 8): the search's matches are read once, into a CTE of their keys and sort values, and both the
// page's keys (sorted and limited there) and the count that stops at the threshold read that CTE.
// A search by a trigram index costs its lookup once instead of twice (the page's, then the count's).
import { asc, desc, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIST_LIMITS } from '@portal/contract';
import type { Db } from './client.js';

/** The extra column of each row that carries the capped count of the matches. */
export const MATCHED_TOTAL = 'matched_total__';

/**
 * The CTE `matched` (`key`, `sort_key`) of the rows `where` selects, and the keys of one page of
 * it in `sort` order (the id breaking ties in the same direction, as `orderBy` does).
 */
export function matchedKeys(
  db: Db,
  m: { table: PgTable; id: PgColumn; sort: Column | SQL; descending: boolean; where: SQL | undefined },
  limit: number,
  offset: number,
) {
  const matched = db.$with('matched').as(
    db
      .select({ key: sql`${m.id}`.as('key'), sort_key: sql`${m.sort}`.as('sort_key') })
      .from(m.table)
      .where(m.where),
  );
  const direction = m.descending ? desc : asc;
  const keys = db
    .select({ key: matched.key })
    .from(matched)
    .orderBy(direction(matched.sort_key), direction(matched.key))
    .limit(limit)
    .offset(offset);
  const total = sql<number>`(select count(*) from (select 1 from ${matched} limit ${LIST_LIMITS.exactCountUpTo + 1}) as capped)`;
  return { matched, keys, total: total.mapWith(Number) };
}

/**
 * `db` as a list's `rows(db)` sees it, whose `select(fields).from(source)` is the same select with
 * `matched` before it and the capped count as one more column (`MATCHED_TOTAL`). `select()`
 * without fields selects the source's columns, as drizzle does.
 */
export function selectingTotal(db: Db, matched: ReturnType<typeof matchedKeys>): Db {
  const select = (fields?: Record<string, unknown>) => ({
    from: (source: PgTable) =>
      db
        .with(matched.matched)
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
