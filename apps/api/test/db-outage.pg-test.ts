import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../src/db/errors.js';
import { freshDatabase } from './helper.js';

// Runs only in the PostgreSQL pass (TEST_DATABASE_URL). The whole restart is scripts/test-db-restart.mjs.
describe('a pool whose connections the server ends', () => {
  it('drops them without ending the process and connects anew on the next query', async () => {
    const { database, url, drop } = await freshDatabase();
    if (!url) throw new Error('set TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Open a few connections and leave them idle in the pool.
      await Promise.all([1, 2, 3].map(() => database.executeSql('select pg_sleep(0.05)')));
      // What a restart does to each of them (57P01): without an 'error' listener this is an uncaught error.
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // A query sent before the pool heard of a loss may take one of the ended connections and fail as
      // an outage (503), never worse; each ended connection fails at most once, then the pool connects anew.
      let rows: unknown[] | undefined;
      for (let attempt = 0; attempt <= 3 && !rows; attempt++) {
        rows = await database.executeSql('select 1 as one').then(
          (res) => res.rows,
          (error: unknown) => {
            expect(isConnectionLost(error)).toBe(true);
            return undefined;
          },
        );
      }
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });
});
