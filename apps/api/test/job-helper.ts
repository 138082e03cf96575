import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { waitFor } from './credit-helper.js';

/** Waits until no job of `name` is queued or running: the answer that queued it came first. */
export async function jobsSettled(db: Db, name: string): Promise<void> {
  await waitFor(async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job where name = ${name} and state not in ('completed', 'failed', 'cancelled')`,
    );
    return row?.n === 0;
  });
}
