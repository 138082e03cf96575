// npx tsx apps/api/bench/feed-memory.ts — a site's job feed at 10,000 and at 100,000 live jobs
// (decision 0107), served by the real server (a child process, as production runs it) from a
// scratch PostgreSQL database this script creates, migrates, seeds with the demo and fills:
//   FEED_BENCH_ADMIN_URL (postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres): where the scratch
//   database `portal_feeds_bench` is dropped and made again; never the scale database.
//   FEED_BENCH_HEAP_MB: the server's --max-old-space-size (a feed held whole would run out).
// For each size it reads /feeds/localhost/jobs.xml and both sitemap parts over HTTP to the end,
// sampling the server's resident memory (VmRSS) every 50 ms, and prints the time, the bytes, the
// jobs counted and the server's peak RSS above its RSS before the read.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { startRuntime } from '../src/runtime.js';

const ADMIN = process.env.FEED_BENCH_ADMIN_URL ?? 'postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres';
const NAME = 'portal_feeds_bench';
const url = new URL(ADMIN);
url.pathname = `/${NAME}`;
const DATABASE_URL = url.toString();

async function adminSql(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
await adminSql(`drop database if exists ${NAME}`);
await adminSql(`create database ${NAME}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-feed-bench-'));
const env = { LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL };
// Migrated and seeded with the demo as a first start leaves it, then closed.
await (await startRuntime(loadConfig(env))).shutdown();

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const [site] = (
  await db.query<{ site_id: number; employer_id: number }>(
    `select d.site_id, (select id from employers e where e.site_id = d.site_id order by id limit 1) as employer_id
       from site_domains d where d.domain = 'localhost'`,
  )
).rows;
if (!site) throw new Error('the demo has no site on localhost');
const { site_id: siteId, employer_id: employerId } = site;
await db.query(`update sites set settings = settings || $2::jsonb where id = $1`, [
  site.site_id,
  JSON.stringify({
    feeds: {
      xml: true,
      json_ld: true,
      sitemap: true,
      job_url_pattern: 'https://careers.example.com/jobs/{reference}/{slug}',
      location: { city: 'London', region: 'England', postal_code: null, country: 'GB' },
      remote: false,
    },
  }),
]);
const DESCRIPTION = `<p>${'We bake bread and cakes for the whole town, every morning. '.repeat(16)}</p><ul><li>Early starts</li><li>Free bread</li></ul>`;
/** Adds live jobs `first`..`last` to the site (about 1.1 KB of description each). */
async function addJobs(first: number, last: number) {
  await db.query(
    `insert into jobs (site_id, employer_id, status, title, reference, work_type, pay_type, pay_range, salary_min,
                       salary_max, currency, description, apply_on, advert_start_date, advert_end_date, published_at,
                       created_at, updated_at)
     select $1, $2, 'live', 'Baker ' || i, 'B-' || i, 'full_time', 'annual', '£30k – £35k a year', 30000, 35000, 'GBP',
            $5, 'site', current_date - 1, current_date + 30, now() - make_interval(secs => i), now() - make_interval(secs => i),
            now()
       from generate_series($3::int, $4::int) as i`,
    [siteId, employerId, first, last, DESCRIPTION],
  );
  await db.query('analyze jobs');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
const port = await freePort();
// FEED_BENCH_HEAP_MB caps the server's old space: a feed held whole would end the process.
const heap = process.env.FEED_BENCH_HEAP_MB ? [`--max-old-space-size=${process.env.FEED_BENCH_HEAP_MB}`] : [];
const server = spawn(process.execPath, [...heap, '--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED: 'off', FEED_MAX_PER_IP: '1000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${String(port)}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${String(server.pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Reads `route` to its end, counting bytes and `marker`s, while sampling the server's RSS. */
async function read(route: string, marker: string) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}${route}`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok || !res.body) throw new Error(`${route}: ${String(res.status)}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let count = 0;
  let tail = '';
  let firstByte = 0;
  for await (const chunk of res.body) {
    firstByte ||= performance.now() - started;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    count += text.split(marker).length - 1;
    tail = text.slice(-marker.length + 1);
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${route.padEnd(34)} ${String(count).padStart(7)} items  ${(bytes / 2 ** 20).toFixed(1).padStart(6)} MB  ` +
      `first byte ${firstByte.toFixed(0).padStart(4)} ms  total ${seconds.toFixed(2).padStart(6)} s  ` +
      `RSS before ${before.toFixed(0)} MB, peak +${(peak - before).toFixed(0)} MB`,
  );
}

try {
  console.log(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${String(os.cpus().length)} cores)`,
  );
  await addJobs(1, 10_000);
  // A first read warms the process (modules, pool) so the figures below are the feed's own.
  await read('/feeds/localhost/jobs.xml', '<job>');
  for (const size of [10_000, 100_000]) {
    if (size > 10_000) await addJobs(10_001, size);
    console.log(`— ${String(size)} live jobs on the site (plus the demo's)`);
    await read('/feeds/localhost/jobs.xml', '<job>');
    await read('/feeds/localhost/sitemap-1.xml', '<url>');
    if (size > 50_000) await read('/feeds/localhost/sitemap-2.xml', '<url>');
  }
  // The feed's page statement past its middle (feed-repository.ts): a walk of jobs_site_status_created_idx, no sort.
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary on)
     select j.id, j.description, e.business_name from jobs j join employers e on e.id = j.employer_id
      where j.site_id = $1 and j.status = 'live' and (j.advert_start_date is null or j.advert_start_date <= current_date)
        and (j.advert_end_date is null or j.advert_end_date >= current_date)
        and (j.created_at, j.id) < ((select created_at from jobs where reference = 'B-50000'), 2147483647)
      order by j.created_at desc, j.id desc limit 500`,
    [siteId],
  );
  console.log(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
  console.log(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  server.kill('SIGTERM');
  await db.end();
  await adminSql(`drop database if exists ${NAME} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
