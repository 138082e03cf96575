import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { startRuntime } from '../src/runtime.js';
import { freshDatabase } from './helper.js';

// Runs only in the PostgreSQL pass (TEST_DATABASE_URL): replicas need a shared server, PGlite is one process.
describe('replicas starting together on one PostgreSQL server', () => {
  it('migrate, seed once and start their queues without failing', async () => {
    const { database, url, drop } = await freshDatabase();
    if (!url) throw new Error('replicas need a PostgreSQL server: set TEST_DATABASE_URL');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url });
    const second = await openDatabase({ databaseUrl: url, poolSize: 3 });
    const log = { info: () => undefined };
    try {
      const runtimes = await Promise.all([
        startRuntime(config, { database, worker: false, log }),
        startRuntime(config, { database: second, worker: false, log }),
      ]);
      expect(runtimes.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from enterprises`);
      expect(row?.n).toBe(1);
      await Promise.all(runtimes.map((r) => r.queue.stop()));
    } finally {
      await second.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
