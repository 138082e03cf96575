// A list's estimated total, reused for a few seconds (decision 0071): a big list's total is the
// planner's estimate (decision 0040), and asking it again for the next page, a re-sort or a
// refresh cost a statement each time while the statistics it reads change only at ANALYZE.
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListCount } from '../lib/list-page.js';
import type { Db } from './client.js';

/** How long an estimated total is reused: what a replica may show that another does not. */
export const ESTIMATE_REUSED_FOR_MS = 5_000;
/** Past this many lists per database, the oldest entries are dropped first. */
const MAX_LISTS = 5_000;

interface Kept {
  count: ListCount;
  until: number;
}

/** Per database (a test's PGlite reset to its template drops its own), per statement. */
const kept = new WeakMap<Db, Map<string, Kept>>();

/**
 * What names a list's total: the text and bound values of the select it counts. The scope (site,
 * employer, caller), every filter and the search are conditions of that select, so two lists that
 * may differ in size never share a key — whoever asks and however the scope was reached.
 */
export function totalKey(rows: PgSelect): string {
  const { sql, params } = rows.toSQL();
  return `${sql}\u0000${JSON.stringify(params)}`;
}

/** A page's closing `limit $n` and `offset $m` (drizzle writes no offset for the first page). */
const PAGE_WINDOW = / limit \$\d+(?: offset \$\d+)?$/;

/**
 * Where the statement's own ORDER BY starts: the last one outside parentheses and quotes, read from
 * the end, where it is (a page's text is long; its ORDER BY is the last clause before the window).
 */
function outerOrderBy(text: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ')') depth++;
    else if (c === '(') depth--;
    else if (depth === 0 && c === ' ' && text.startsWith(' order by ', i)) return i;
  }
  return -1;
}

/**
 * The same key read from a page's own statement, already built to run it, so a page spends no
 * second build on its key: the page's text before its own ORDER BY and its values but the window's
 * (limit, offset), so every page and sort of a list shares it. Its select list and any value of
 * the ORDER BY make it finer than the counted select's key, never coarser. Undefined when the
 * statement does not end with ORDER BY and the window.
 */
export function pageTotalKey(page: { sql: string; params: readonly unknown[] }): string | undefined {
  const window = PAGE_WINDOW.exec(page.sql);
  const order = window ? outerOrderBy(page.sql.slice(0, window.index)) : -1;
  if (!window || order < 0) return undefined;
  const windowParams = window[0].includes(' offset ') ? 2 : 1;
  return `${page.sql.slice(0, order)}\u0000${JSON.stringify(page.params.slice(0, -windowParams))}`;
}

/** The estimated total of this list, if one was kept in the last few seconds. */
export function keptTotal(db: Db, key: string, now = Date.now()): ListCount | undefined {
  const entry = kept.get(db)?.get(key);
  if (!entry) return undefined;
  if (entry.until > now) return entry.count;
  kept.get(db)?.delete(key);
  return undefined;
}

/**
 * Keeps a list's total when it is an estimate (`capped`). An exact total is never kept: it is the
 * one a user who just added or removed a row would see wrong.
 */
export function keepTotal(db: Db, key: string, count: ListCount, now = Date.now()): ListCount {
  if (!count.capped) return count;
  let lists = kept.get(db);
  if (!lists) kept.set(db, (lists = new Map()));
  lists.delete(key);
  if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value as string);
  lists.set(key, { count, until: now + ESTIMATE_REUSED_FOR_MS });
  return count;
}

/** Forgets every kept total of a database (a test database reset to its template). */
export function forgetTotals(db: Db): void {
  kept.delete(db);
}
