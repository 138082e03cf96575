// A repository's `find…` of one row: the row of a table that a condition picks (a key, with the
// owner it must belong to), or undefined.
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The row of `table` where `where` holds (it names a key, so at most one), every column; undefined where none. */
export async function rowWhere<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<InferSelectModel<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where);
  return row as InferSelectModel<T> | undefined;
}
