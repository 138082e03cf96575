import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { personOf } from './people-repository.js';

/** A table of a record's changes: each row with its time and who made it (null once they are deleted). */
type HistoryTable = PgTable & { id: PgColumn; created_at: PgColumn; changed_by: PgColumn };

/**
 * The changes `of` selects (one record's, on its history index), newest first, each with the
 * fields asked for and who made it by name: a job's status history, an application's activity.
 */
export function changesNewestFirst<F extends SelectedFields>(db: Db, history: HistoryTable, of: SQL, fields: F) {
  return db
    .select({ ...fields, changed_by: personOf(users) })
    .from(history as PgTable)
    .leftJoin(users, eq(users.id, history.changed_by))
    .where(of)
    .orderBy(desc(history.created_at), desc(history.id));
}
