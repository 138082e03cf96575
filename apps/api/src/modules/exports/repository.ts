import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exports } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';

export type ExportRow = typeof exports.$inferSelect;

export async function insertExport(db: Db, values: typeof exports.$inferInsert) {
  const [row] = await db.insert(exports).values(values).returning();
  if (!row) throw new Error('export insert failed');
  return row;
}

export const findExport = (db: Db, id: string) => rowWhere(db, exports, eq(exports.id, id));

/** An export as its requester sees it; anyone else gets nothing. */
export const findOwnExport = (db: Db, id: string, userId: number) =>
  rowWhere(db, exports, and(eq(exports.id, id), eq(exports.user_id, userId)));

/**
 * Records a pending export's outcome; false when it was no longer pending (a retry of the same
 * export, run beside a job that outlived its expiry, finished it first: decision 0023).
 */
export async function finishExport(
  db: Db,
  id: string,
  values: { status: 'done' | 'failed'; file_key?: string; row_count?: number; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(exports)
    .set({ ...values, finished_at: sql`now()` })
    .where(and(eq(exports.id, id), eq(exports.status, 'pending')))
    .returning({ id: exports.id });
  return rows.length > 0;
}
