import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { reasonOf } from '../../db/errors.js';
import { startJobLoop, type JobHandler, type JobLoop } from './job-loop.js';

export type { JobHandler, JobRun } from './job-loop.js';

/** How a queue's jobs run in this process. */
export interface WorkOptions<T> {
  /** Jobs of the queue run at once (default 1). */
  concurrency?: number;
  /** Each heartbeat, with the data of the jobs running here: extends what their handlers hold (a mail's claim). */
  onHeartbeat?: (running: T[]) => Promise<void>;
}

/** The background job queue: pg-boss on the application's own database. */
export interface JobQueue {
  /**
   * Queues a job; a higher `priority` is fetched first (decision 0060); `retryLimit` raises the
   * retries for work that must outlast an outage (decision 0100).
   */
  send<T extends object>(name: string, data: T, opts?: { priority?: number; retryLimit?: number }): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: WorkOptions<T>): Promise<void>;
  stop(): Promise<void>;
}

export const QUEUES = [
  'mail.send',
  'exports.run',
  'auth.reset-link',
  'payments.sandbox-webhook',
  'files.delete-objects',
] as const;

const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/**
 * How long a job may go without a heartbeat before pg-boss fails it and retries it (decisions 0023,
 * 0060). A live worker extends its running jobs every HEARTBEAT_SECONDS, however long they run, so
 * the expiry bounds only how long a dead worker's job waits: killed → expired within 30 s → failed
 * by the next maintenance (every 15 s on some process) → retried after its first retry delay
 * (10–20 s); measured 63–69 s from a kill to the export's mail. A heartbeat lost for longer than
 * 25 s (a database outage) lets the job be retried beside its run, so every handler stays idempotent.
 */
export const EXPIRE_IN_SECONDS = 30;
export const HEARTBEAT_SECONDS = 5;

/** pg-boss's maintenance (which fails expired jobs) runs this often, on one process at a time. */
const MAINTENANCE_INTERVAL_SECONDS = 15;

/** The options every job of a queue is sent and created with. */
export const jobOptions = () => ({ ...RETRY, expireInSeconds: EXPIRE_IN_SECONDS });

/**
 * The heartbeat: a running job's expiry is moved to $3 seconds from now. pg-boss 10 has none of its
 * own; its maintenance fails an active job once `started_on + expire_in` is past (plans.js,
 * failJobsByTimeout), so that sum is what is extended (pg-boss is pinned: decision 0060).
 */
const EXTEND_RUNNING_JOBS = `
  update pgboss.job set expire_in = (now() - started_on) + $3 * interval '1 second'
  where name = $1 and id = any($2::uuid[]) and state = 'active'`;

/** Starts pg-boss through the app's connection (one PGlite session, or the server pool). */
export async function startQueue(
  database: Database,
  queues: readonly string[] = QUEUES,
  opts: { heartbeatSeconds?: number } = {},
): Promise<JobQueue> {
  // Every handler run and every statement pg-boss sends is tracked, so stop() can wait for them all.
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
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...jobOptions() });
        else await boss.createQueue(name, { name, ...jobOptions() });
      }
    });
  } catch (error) {
    // A start cut short by a lost database is tried again from scratch: nothing of this one keeps polling.
    await boss.stop({ graceful: false, close: false, wait: false }).catch(() => undefined);
    throw error;
  }

  // This process's workers by queue: a job sent here wakes them at once instead of at their next poll.
  const loops = new Map<string, JobLoop<unknown>>();
  const heartbeats: (() => Promise<void>)[] = [];
  let beating = false;
  const beat = async () => {
    if (beating) return;
    beating = true;
    try {
      for (const extend of heartbeats) await extend();
    } catch (error) {
      console.error('[queue] heartbeat:', reasonOf(error));
    } finally {
      beating = false;
    }
  };
  const heartbeat = setInterval(() => void track(beat()), (opts.heartbeatSeconds ?? HEARTBEAT_SECONDS) * 1000);
  heartbeat.unref();

  return {
    async send(name, data, sendOpts = {}) {
      const retries = sendOpts.retryLimit === undefined ? {} : { retryLimit: sendOpts.retryLimit };
      await boss.send(name, data, { ...jobOptions(), ...retries, priority: sendOpts.priority ?? 0 });
      loops.get(name)?.notify();
    },
    async work<T extends object>(name: string, handler: JobHandler<T>, workOpts: WorkOptions<T> = {}) {
      if (loops.has(name)) throw new Error(`${name} already has a worker in this process`);
      const loop = startJobLoop({ boss, name, handler, concurrency: workOpts.concurrency ?? 1, pollMs: 1000, track });
      loops.set(name, loop);
      heartbeats.push(async () => {
        const running = loop.running();
        if (running.size === 0) return;
        await database.executeSql(EXTEND_RUNNING_JOBS, [name, [...running.keys()], EXPIRE_IN_SECONDS]);
        await workOpts.onHeartbeat?.([...running.values()]);
      });
    },
    async stop() {
      // Graceful: no job is fetched any more, the running ones finish (their heartbeat still beating),
      // and then the database they use may be closed.
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
      await drain(inFlight);
      clearInterval(heartbeat);
      await drain(inFlight);
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
