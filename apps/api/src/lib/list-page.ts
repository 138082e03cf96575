import { LIST_LIMITS, MESSAGES, type ListMeta } from '@portal/contract';
import { invalid } from './http-error.js';

/** The paging part of a contract list query (`listQuerySchema`). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** How many rows a list holds: exact, or the planner's estimate past the threshold when `capped`. */
export interface ListCount {
  total: number;
  capped: boolean;
}

/** The first row a page skips to. */
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.per_page;

/** Refuses a page that starts past `LIST_LIMITS.deepestRow` (422 on `page`): it would scan all it skips. */
export function assertPageReachable(q: PageQuery): void {
  if (offsetOf(q) >= LIST_LIMITS.deepestRow) throw invalid({ page: [MESSAGES.invalid] });
}

/** A number of rows as the meta says it: exact up to the threshold, an estimate past it. */
export function countOf(rows: number): ListCount {
  return { total: rows, capped: rows > LIST_LIMITS.exactCountUpTo };
}

/** The last page a list of `per_page` rows may open (its first row before `LIST_LIMITS.deepestRow`). */
const deepestPage = (perPage: number) => Math.floor((LIST_LIMITS.deepestRow - 1) / perPage) + 1;

/** The list's `meta`: `last_page` stays a page one can open, `total_capped` flags an estimate. */
export function pageMeta(q: PageQuery, { total, capped }: ListCount): ListMeta {
  return {
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: Math.max(1, Math.min(Math.ceil(total / q.per_page), deepestPage(q.per_page))),
    ...(capped ? { total_capped: true } : {}),
  };
}
