// One page of a plain table's list (one that is not a scoped repository's, lib/resource): the page
// and its capped count read with the same condition, so they can never disagree.
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { assertPageReachable, offsetOf, type PageQuery } from '../lib/list-page.js';
import type { Db } from './client.js';
import { countCapped } from './list-query.js';

/** The rows of `table` where `where` holds, in `order` (which ends on the id), one page of them, and how many there are. */
export async function tablePage<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  q: PageQuery,
) {
  assertPageReachable(q);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(
      db,
      db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows: rows as InferSelectModel<T>[], count };
}
