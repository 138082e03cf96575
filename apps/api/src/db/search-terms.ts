// The SQL half of the navbar's search (decision 0055): which rows a term finds, and how well.
import { or, sql, type Column, type SQL } from 'drizzle-orm';
import { escapeLike } from './list-query.js';

/**
 * Below three characters a trigram index finds nothing inside a word: such a term matches where a
 * value or one of its words starts with it (`'nu%'`, `'% nu%'`, whose trigrams the index holds).
 */
const SHORT_TERM = 3;

/** Rows where any of the columns holds the term, ignoring case (the columns' trigram indexes). */
export function matchingText(term: string, columns: readonly Column[]): SQL {
  const text = escapeLike(term);
  const patterns = term.length < SHORT_TERM ? [`${text}%`, `% ${text}%`] : [`%${text}%`];
  const conditions = columns.flatMap((column) => patterns.map((pattern) => sql`${column} ilike ${pattern}`));
  return or(...conditions) ?? sql`false`;
}

/**
 * How well a row matches, best first: 0 where a column is the term, 1 where one starts with it,
 * 2 otherwise. Read only for the rows `matchingText` found, so it costs no index.
 */
export function matchRank(term: string, columns: readonly Column[]): SQL<number> {
  const text = escapeLike(term);
  const any = (pattern: string) => or(...columns.map((column) => sql`${column} ilike ${pattern}`)) ?? sql`false`;
  return sql<number>`case when ${any(text)} then 0 when ${any(`${text}%`)} then 1 else 2 end`;
}
