import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { isConnectionLost } from '../src/db/errors.js';
import { startRuntimeWhenReachable } from '../src/runtime.js';
import { freshDatabase } from './helper.js';

/** Errors thrown where nothing catches them (an 'error' event nobody listens to) while `run` runs. */
async function uncaughtDuring(run: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', record);
  try {
    await run();
  } finally {
    process.off('uncaughtException', record);
  }
  return uncaught;
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

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

describe('a connection checked out of the pool when the server ends it', () => {
  it('fails the transaction holding it as an outage and never as an unhandled error event', async () => {
    const { database, url, drop } = await freshDatabase();
    if (!url) throw new Error('set TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      let failure: unknown;
      const uncaught = await uncaughtDuring(async () => {
        // A transaction holds its client outside the pool, where the pool's own listener is removed.
        // Its failure is taken at once: it may come before the terminate's own answer is read.
        const transaction = database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await tx.execute(sql`select pg_sleep(60) /* held */`);
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        let held: { pid: number }[] = [];
        while (held.length === 0) {
          ({ rows: held } = await admin.query<{ pid: number }>(
            "select pid from pg_stat_activity where datname = current_database() and query like '%/* held */' and state = 'active' and pid <> pg_backend_pid()",
          ));
        }
        // What a restart does to it (57P01); node-postgres then emits 'error' on the client when its socket ends.
        await admin.query('select pg_terminate_backend($1)', [held[0]?.pid]);
        failure = await transaction;
      });
      expect(uncaught).toEqual([]);
      expect(isConnectionLost(failure)).toBe(true);
      // The pool dropped the dead client and connects anew.
      expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });
});

describe('a process started while the database cannot be reached', () => {
  it('waits, logging the reason, and starts once the server answers', async () => {
    const { database, url, drop } = await freshDatabase({ from: 'migrated' });
    if (!url) throw new Error('set TEST_DATABASE_URL');
    await database.close();
    const server = new URL(url);
    // The process is given a port where nothing listens yet; later a relay to the real server opens there.
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: Object.assign(new URL(url), { host: `127.0.0.1:${port}` }).toString(),
    });
    const warnings: string[] = [];
    let firstWarning: () => void = () => undefined;
    const warned = new Promise<void>((resolve) => (firstWarning = resolve));
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(server.port || 5432), server.hostname);
      socket.pipe(upstream).pipe(socket);
      for (const end of [socket, upstream]) end.on('error', () => [socket, upstream].forEach((s) => s.destroy()));
    });
    try {
      const starting = startRuntimeWhenReachable(config, {
        log: {
          warn: (msg) => {
            warnings.push(msg);
            firstWarning();
          },
        },
      });
      await warned;
      expect(warnings[0]).toContain('ECONNREFUSED');
      expect(warnings[0]).not.toContain('undefined');
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      const runtime = await starting;
      expect(await queryRows(runtime.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      await runtime.shutdown();
    } finally {
      relay.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
