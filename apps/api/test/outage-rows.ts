import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { exports } from '../src/db/schema/index.js';

// What the outage tests (decision 0096) read of the database while storage is down: rows counted,
// an export's record and the states of its queued runs.

/** The outage tests' readers over one test app's database. */
export function outageRows(db: () => Db) {
  return {
    countOf: async (table: string) =>
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n,
    exportRow: async (id: string) => (await db().select().from(exports).where(eq(exports.id, id)))[0],
    /** The states of the exports.run jobs of one export, in pg-boss's own table. */
    jobStatesOf: async (id: string) =>
      (
        await queryRows<{ state: string }>(
          db(),
          sql`select state from pgboss.job where name = 'exports.run' and data->>'id' = ${id}`,
        )
      ).map((r) => r.state),
  };
}
