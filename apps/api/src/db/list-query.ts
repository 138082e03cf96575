// The SQL half of the list kit, for repositories: search, filters, ORDER BY and a capped count.
// The paging rules that services use too (page meta, deepest page) are in lib/list-page.ts.
import { asc, count, desc, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LIST_LIMITS } from '@portal/contract';
import { countOf, type ListCount } from '../lib/list-page.js';
import { queryRows, type Db } from './client.js';
import { keepTotal, keptTotal, totalKey } from './estimated-totals.js';

/** The key of a sort value: `-created_at` → `created_at`. */
export type SortKey<V extends string> = V extends `-${infer K}` ? K : V;

/** `\`, `%` and `_` stand for themselves in the LIKE pattern (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows where any of the columns contains the term, ignoring case; no condition without a term. */
export function searchColumns(term: string | undefined, columns: readonly Column[]): SQL | undefined {
  if (!term) return undefined;
  return or(...columns.map((column) => containing(column, term)));
}

/** A trigram index finds a word of three letters or digits; shorter ones only pad into common trigrams. */
const INDEXED_WORD = /[\p{L}\p{N}]{3,}/gu;

/**
 * `column ilike '%term%'`, written so that a trigram index looks up the term's words and not its
 * punctuation (decision 0101). pg_trgm splits a pattern at every character that is not a letter or
 * a digit, and pads the words it finds: "R-5-0123456" asks the index for "  r", "  5" and " 5 ",
 * held by every reference of the site, and "Omar Evans" for "  e". A term of several words is
 * looked up as each of its words of three characters or more (`'%0123456%'`, `'%Omar%'` and
 * `'%Evans%'`: every row containing the term contains each of them), and the whole term is
 * checked on the rows found, through `texticlike` — the function behind `ilike`, the same test —
 * which no index reads. A term of one word, or with no word that long, is the plain `ilike`.
 */
export function containing(column: Column, term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  const words = [...new Set(term.match(INDEXED_WORD))];
  if (words.length === 0 || words[0] === term) return sql`${column} ilike ${pattern}`;
  const looked = words.map((word) => sql`${column} ilike ${`%${word}%`}`);
  return sql`(${sql.join(looked, sql` and `)} and texticlike(${column}, ${pattern}))`;
}

/** `column = value` when the filter is given; no condition when it is absent or empty. */
export function equalsWhenGiven(column: Column, value: string | number | boolean | null | undefined): SQL | undefined {
  return value === undefined || value === null || value === '' ? undefined : eq(column, value);
}

/**
 * A contract sort value → ORDER BY, with the id as tie-breaker in the same direction so pages are
 * stable and one index (`key, id`) serves both. The contract's enum admits only the map's keys; a
 * key may sort by an expression (`lower(name)`) that an index of the same expression serves.
 */
export function orderBy<V extends string>(
  columns: Record<SortKey<V>, Column | SQL>,
  sort: V,
  tieBreaker: Column,
): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as SortKey<V>;
  const direction = descending ? desc : asc;
  return [direction(columns[key]), direction(tieBreaker)];
}

/**
 * Counts the rows of `rows` (a select of any one column, with its joins and WHERE) but stops at
 * `LIST_LIMITS.exactCountUpTo + 1`: a big list costs no more to count than a small one. Past the
 * threshold the total is the planner's estimate of the same select (EXPLAIN, no rows read; never
 * below what was counted), flagged `capped` (decision 0040), and kept a few seconds (decision 0071)
 * under `key`: the text of `rows`, which a caller keeping its statements per input built once.
 */
export async function countCapped(db: Db, rows: PgSelect, key = totalKey(rows)): Promise<ListCount> {
  const known = keptTotal(db, key);
  if (known) return known;
  const limit = LIST_LIMITS.exactCountUpTo;
  const [row] = await cappedCount(db, rows);
  const counted = row?.n ?? 0;
  if (counted <= limit) return countOf(counted);
  return keepTotal(db, key, countOf(Math.max(counted, await estimateRows(db, rows))));
}

/** From this estimate up a list is not counted at all: "thousands of matches" (decision 0040, amended). */
export const ESTIMATE_ONLY_FROM = 5 * LIST_LIMITS.exactCountUpTo;

/**
 * A list's size once its planner's estimate is known (the kit asks for it beside the page: planning
 * only, no row read). From `ESTIMATE_ONLY_FROM` rows the estimate is the answer, flagged `capped`,
 * so a list of 300,000 rows or a search with 20,000 matches reads none of them to be counted; below,
 * the capped count runs as `countCapped` does, never answering less than it counted. `count` runs
 * the count's select (the kit runs it under a name).
 */
export async function countBeyondEstimate(
  db: Db,
  rows: PgSelect,
  estimate: number,
  count: (select: PgSelect) => Promise<{ n: number }[]> = (select) => select as unknown as Promise<{ n: number }[]>,
): Promise<ListCount> {
  if (estimate >= ESTIMATE_ONLY_FROM) return { total: estimate, capped: true };
  const [row] = await count(cappedCount(db, rows));
  return countFrom(Number(row?.n ?? 0), estimate);
}

/** The total of a capped count: exact up to the threshold, past it the estimate, never below what was counted. */
export const countFrom = (counted: number, estimate: number): ListCount =>
  countOf(counted <= LIST_LIMITS.exactCountUpTo ? counted : Math.max(counted, estimate));

/** `select count(*) from (rows limit exactCountUpTo + 1)`: at most that many rows read. */
export const cappedCount = (db: Db, rows: PgSelect) =>
  db
    .select({ n: count() })
    .from(rows.limit(LIST_LIMITS.exactCountUpTo + 1).as('counted'))
    .$dynamic();

/**
 * The planner's estimate of how many rows `rows` returns, from the statistics ANALYZE keeps. The
 * builder is mutable and the count gave it a LIMIT: the estimate lifts it (a Limit node reports the
 * rows below it when fewer than its limit).
 */
export async function estimateRows(db: Db, rows: PgSelect): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${rows.limit(2_147_483_647)}`,
  );
  return Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}
