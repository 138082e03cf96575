import autocannon from 'autocannon';
import { percentile } from './sql-replay.js';

/** What one load run measured: requests a second and latency percentiles in ms. */
export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function summarise(times: number[], seconds: number, errors: number): LoadResult {
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors,
  };
}

/**
 * `connections` clients sending GET `url` back to back for `seconds` over real HTTP (autocannon,
 * keep-alive, one request in flight per connection). Latencies come from every response, so p95 is
 * exact rather than autocannon's fixed buckets; a non-2xx answer counts as an error.
 */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  return summarise(times, seconds, errors);
}

/**
 * The same shape of load on a plain function: `connections` loops calling `work` back to back for
 * `seconds` (the raw SQL of a request, over the same pool size as the server's).
 */
export async function functionLoad(
  work: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await work();
          times.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarise(times, seconds, errors);
}
