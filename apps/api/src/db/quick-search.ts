// One kind's part of the navbar's search (decision 0055): its statement (for the plan test) and its hits.
import { and, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchHit } from '@portal/contract';
import type { Db } from './client.js';
import { matchingText, matchRank } from './search-terms.js';

/** The kind's scoped repository: its table and its list's scope (another tenant's rows are never hits). */
interface ScopedRows<S> {
  table: PgTable;
  where: (scope: S) => SQL | undefined;
}

/** What a kind searches and shows. */
export interface QuickSearch {
  /** The columns the term is looked for in (each with a trigram index). */
  match: Column[];
  /** A hit's four fields as the table holds them (`key` and `status` as text). */
  hit: { [F in keyof SearchHit]: PgColumn | SQL<SearchHit[F]> };
  /** The order among equally close matches, ending on a unique column. */
  then: SQL[];
}

/** The rows of the scope the term matches, the closest first (`matchRank`), then in the kind's own order. */
export function quickSearch<S>(rows: ScopedRows<S>, def: QuickSearch) {
  const query = (db: Db, scope: S, term: string, limit: number) =>
    db
      .select(def.hit)
      .from(rows.table)
      .where(and(rows.where(scope), matchingText(term, def.match)))
      .orderBy(matchRank(term, def.match), ...def.then)
      .limit(limit);
  const hits = async (db: Db, scope: S, term: string, limit: number): Promise<SearchHit[]> =>
    (await query(db, scope, term, limit)) as SearchHit[];
  return { query, hits };
}
