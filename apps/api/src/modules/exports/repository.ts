import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exports } from '../../db/schema/index.js';

export type ExportRow = typeof exports.$inferSelect;

export async function insertExport(db: Db, values: typeof exports.$inferInsert) {
  const [row] = await db.insert(exports).values(values).returning();
  if (!row) throw new Error('export insert failed');
  return row;
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  return row;
}

/** An export as its requester sees it; anyone else gets nothing. */
export async function findOwnExport(db: Db, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, id), eq(exports.user_id, userId)));
  return row;
}

export async function finishExport(
  db: Db,
  id: string,
  values: { status: 'done' | 'failed'; file_key?: string; row_count?: number; error?: string },
) {
  await db
    .update(exports)
    .set({ ...values, finished_at: sql`now()` })
    .where(eq(exports.id, id));
}
