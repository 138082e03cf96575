import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { reasonOf } from '../db/errors.js';

export type JobHandler<T> = (data: T) => Promise<void>;

/** The background job queue: pg-boss on the application's own database. */
export interface JobQueue {
  send<T extends object>(name: string, data: T): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
}

export const QUEUES = ['mail.send', 'exports.run', 'auth.reset-link', 'payments.sandbox-webhook'] as const;

const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/**
 * How long a job may stay active before pg-boss fails it and retries it (decision 0023): longer
 * than its work can take (mail delivery is bounded by the mailer's SMTP timeouts), short enough
 * that a job whose worker died is retried within a minute or two, not pg-boss's default 15 minutes.
 * A job running past it on a live worker is retried beside it, so every handler is idempotent.
 */
export const EXPIRE_IN_SECONDS: Record<string, number> = {
  'mail.send': 60,
  'auth.reset-link': 60,
  'payments.sandbox-webhook': 60,
  'exports.run': 120,
};
const DEFAULT_EXPIRE_IN_SECONDS = 60;

/** pg-boss's maintenance (which fails expired jobs) runs this often, on one process at a time. */
const MAINTENANCE_INTERVAL_SECONDS = 15;

/** The options every job of a queue is sent and created with. */
export const jobOptions = (name: string) => ({
  ...RETRY,
  expireInSeconds: EXPIRE_IN_SECONDS[name] ?? DEFAULT_EXPIRE_IN_SECONDS,
});

/** Starts pg-boss through the app's connection (one PGlite session, or the server pool). */
export async function startQueue(database: Database, queues: readonly string[] = QUEUES): Promise<JobQueue> {
  // Every handler run and every statement pg-boss sends is tracked, so stop() can wait for them all:
  // pg-boss marks a job done without awaiting the statement, which would otherwise reach a closed pool.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(database.executeSql(text, values)) },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (error) => console.error('[queue]', reasonOf(error)));
  try {
    await retryOnDeadlock(async () => {
      await boss.start();
      // An existing queue is updated too, so a database created before the expiries gets them.
      for (const name of queues) {
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...jobOptions(name) });
        else await boss.createQueue(name, { name, ...jobOptions(name) });
      }
    });
  } catch (error) {
    // A start cut short by a lost database is tried again from scratch: nothing of this one keeps polling.
    await boss.stop({ graceful: false, close: false, wait: false }).catch(() => undefined);
    throw error;
  }

  // This process's workers by queue: a job sent here wakes them at once instead of at their next
  // poll (up to a second later), so a mail or export queued by a request starts right away.
  const workers = new Map<string, string[]>();

  return {
    async send(name, data) {
      await boss.send(name, data, jobOptions(name));
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(name, handler) {
      const id = await boss.work(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
        await track(
          (async () => {
            for (const job of jobs) await handler(job.data as never);
          })(),
        );
      });
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    async stop() {
      // Graceful: a job in flight finishes before the database it uses is closed.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
      await drain(inFlight);
    },
  };
}

/** Waits until nothing is in flight, including what a settling promise starts (a job's completion). */
async function drain(inFlight: Set<Promise<unknown>>): Promise<void> {
  while (inFlight.size > 0) {
    await Promise.allSettled([...inFlight]);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Replicas starting together run pg-boss's schema and queue DDL at the same moment; PostgreSQL may
 * pick one of them as a deadlock victim. That one waits a little and tries again.
 */
async function retryOnDeadlock(work: () => Promise<void>, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800 * attempt));
    }
  }
}
