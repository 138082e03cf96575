import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { startQueue } from '../src/lib/queue/queue.js';
import { freshDatabase } from './helper.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the job queue', () => {
  it('lets a job in flight of a few seconds finish and records it done before the database may close', async () => {
    const { database, drop } = await freshDatabase({ from: 'migrated' });
    try {
      const queue = await startQueue(database, ['test.slow']);
      let started = false;
      let finished = false;
      await queue.work('test.slow', async () => {
        started = true;
        await wait(2500); // longer than a quick shutdown would wait
        finished = true;
      });
      await queue.send('test.slow', { n: 1 });
      for (let i = 0; i < 100 && !started; i++) await wait(50);
      expect(started).toBe(true);

      await queue.stop();

      expect(finished).toBe(true);
      const rows = await queryRows<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where name = 'test.slow'`,
      );
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
