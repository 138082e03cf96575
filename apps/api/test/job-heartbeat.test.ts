import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.js';
import { startQueue, type JobQueue } from '../src/lib/queue/queue.js';
import { freshDatabase } from './helper.js';

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
/** pg-boss as another process sees it: runs the maintenance (expiry) on demand, fetches as a worker would. */
let other: PgBoss;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase({ from: 'migrated' }));
  // A heartbeat every 50 ms, so the test need not wait the production 5 s for one.
  queue = await startQueue(database, ['mail.send', 'exports.run', 'test.long'], { heartbeatSeconds: 0.05 });
  other = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await other.start();
});

afterAll(async () => {
  await other.stop({ graceful: false, close: false, wait: true });
  await queue.stop();
  await database.close();
  await drop();
});

async function jobOf(name: string) {
  const [job] = await queryRows<{ state: string; retry_count: number; expired: boolean; retry_in: number }>(
    database.db,
    sql`select state, retry_count, started_on + expire_in < now() as expired,
          extract(epoch from start_after - now())::float as retry_in
        from pgboss.job where name = ${name}`,
  );
  return job;
}

/** Resolves once `probe` holds, or rejects after a while (so a missing heartbeat fails, never hangs). */
async function until(what: string, probe: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a job running on a live worker (decision 0060)', () => {
  it('is kept from expiring by its heartbeat however long it runs, and never retried beside itself', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => {
      void queue.work('test.long', async () => {
        runs += 1;
        resolve();
        await released;
      });
    });
    await queue.send('test.long', {});
    await started;

    // As if it had run for ten minutes: far past any expiry a queue has.
    await database.executeSql(
      `update pgboss.job set started_on = now() - interval '10 minutes' where name = 'test.long'`,
    );
    await until('the heartbeat to extend the job', async () => (await jobOf('test.long'))?.expired === false);
    await other.maintain();
    expect(await jobOf('test.long')).toMatchObject({ state: 'active', retry_count: 0 });

    release();
    await until('the job to complete', async () => (await jobOf('test.long'))?.state === 'completed');
    expect(runs).toBe(1);
  });
});

describe('a job whose worker died (decision 0023)', () => {
  it('expires 30 s after its last heartbeat and is retried within 20 s more: well inside two minutes', async () => {
    await queue.send('exports.run', { id: 'dead-worker' });
    // A worker takes it and dies: nothing beats for it any more.
    expect(await other.fetch('exports.run')).toHaveLength(1);
    await database.executeSql(
      `update pgboss.job set started_on = now() - interval '31 seconds' where name = 'exports.run'`,
    );
    await other.maintain();

    const job = await jobOf('exports.run');
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    // Maintenance runs every 15 s, and the first retry waits 10–20 s: 30 + 15 + 20 s after the kill at most.
    expect(job?.retry_in).toBeLessThanOrEqual(20);
  });
});
