import { LIST_LIMITS, MESSAGES, type ListMeta } from '@portal/contract';
import { invalid } from './http-error.js';

/** The paging part of a contract list query (`listQuerySchema`). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** How many rows a list holds: exact, or a lower bound when `capped`. */
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

/** A counted number of rows (at most the threshold + 1) as what the meta says. */
export function countOf(counted: number): ListCount {
  const limit = LIST_LIMITS.exactCountUpTo;
  return counted > limit ? { total: limit, capped: true } : { total: counted, capped: false };
}

/** The list's `meta`: `last_page` stays a page one can open, `total_capped` flags a lower bound. */
export function pageMeta(q: PageQuery, { total, capped }: ListCount): ListMeta {
  return {
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    ...(capped ? { total_capped: true } : {}),
  };
}
