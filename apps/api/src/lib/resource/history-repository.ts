import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { impersonators, personOf } from './people-repository.js';

/**
 * A table of a record's changes: each row with its time, who made it (null once they are deleted)
 * and the staff member behind them when it came through an impersonation (decision 0063).
 */
type HistoryTable = PgTable & { id: PgColumn; created_at: PgColumn; changed_by: PgColumn; impersonator_id: PgColumn };

/**
 * The changes `of` selects (one record's, on its history index), newest first, each with the
 * fields asked for and who made it by name (`toActor(changed_by, impersonator)` presents them): a
 * job's status history, an application's activity.
 */
export function changesNewestFirst<F extends SelectedFields>(db: Db, history: HistoryTable, of: SQL, fields: F) {
  return db
    .select({ ...fields, changed_by: personOf(users), impersonator: personOf(impersonators) })
    .from(history as PgTable)
    .leftJoin(users, eq(users.id, history.changed_by))
    .leftJoin(impersonators, eq(impersonators.id, history.impersonator_id))
    .where(of)
    .orderBy(desc(history.created_at), desc(history.id));
}
