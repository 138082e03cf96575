import type PgBoss from 'pg-boss';
import { reasonOf } from '../../db/errors.js';
import { wakeableNap } from './wakeable-nap.js';

/** Which run of its job a handler is: the queue retries a failed job with backoff, up to a limit. */
export interface JobRun {
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** No retry follows if this run fails: a handler records a final outcome instead of waiting for one. */
  last: boolean;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

/** What a queue's worker in this process is running, for the heartbeat (queue.ts). */
export interface JobLoop<T> {
  name: string;
  running(): Map<string, T>;
  /** Fetch now instead of at the next poll: a job was just sent. */
  notify(): void;
  /** Fetches nothing more and resolves once the loop has ended (running jobs are drained by the caller). */
  stop(): Promise<void>;
}

/**
 * One queue's worker in this process (decision 0060): up to `concurrency` jobs at once, each completed
 * or failed on its own as it ends, highest priority first, and the next fetched as soon as a slot is
 * free. pg-boss 10's own `work()` runs a batch as one job and waits a polling interval after each,
 * about one job a second, and fails a job at its expiry even while it runs (no heartbeat).
 */
export function startJobLoop<T>(opts: {
  boss: PgBoss;
  name: string;
  handler: JobHandler<T>;
  concurrency: number;
  pollMs: number;
  /** Keeps a promise in the queue's in-flight set, so stop() waits for it. */
  track: <R>(promise: Promise<R>) => Promise<R>;
}): JobLoop<T> {
  const { boss, name, handler, concurrency, track } = opts;
  const running = new Map<string, T>();
  let stopping = false;
  // Waits a poll, or less when signalled (a job sent here, a slot freed, stop).
  const { nap, signal, rearm } = wakeableNap();

  const run = (job: PgBoss.JobWithMetadata<T>) => {
    running.set(job.id, job.data);
    const attempt = { attempt: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
    // A completion lost to an outage leaves the job active: it expires and is retried (handlers are idempotent).
    const settle = handler(job.data, attempt).then(
      () => boss.complete(name, job.id),
      (error: unknown) => boss.fail(name, job.id, { message: reasonOf(error) }),
    );
    void track(
      settle
        .catch((error: unknown) => console.error(`[queue] ${name}: the outcome was not recorded:`, reasonOf(error)))
        .finally(() => {
          running.delete(job.id);
          signal();
        }),
    );
  };

  const loop = (async () => {
    while (!stopping) {
      rearm();
      const free = concurrency - running.size;
      const jobs =
        free > 0 ? await track(boss.fetch<T>(name, { batchSize: free, priority: true, includeMetadata: true })) : [];
      for (const job of jobs) run(job);
      // Every slot busy: a job's end signals. Otherwise the queue is empty for now: a send signals.
      await nap(opts.pollMs);
    }
  })();

  return {
    name,
    running: () => running,
    notify: signal,
    async stop() {
      stopping = true;
      signal();
      await loop;
    },
  };
}
