// npm run bench:api — the API at a job board's size, over real HTTP, on the PostgreSQL server that
// `npm run seed:scale` filled (DATABASE_URL), each list beside its floor (decision 0069). It runs a
// fresh ANALYZE, captures the SQL each route sends (through the app in this process), then starts the
// real server (a child process, as production runs it) and the bare server (bare-server.ts: the same
// page statement over `node:http` and `pg`, nothing else), checks that the bare server answers the
// same ids in the same order as the product's page, and loads the two interleaved (autocannon),
// BENCH_ROUNDS times at each concurrency. It prints the medians per route — req/s of each, the ratio,
// p95 — and a line per budget, met or missed.
//   BENCH_SECONDS (5) per run, BENCH_CONNECTIONS (10,50), BENCH_ROUNDS (3), DATABASE_POOL_SIZE (10),
//   BENCH_ROUTES (names containing any of these comma-separated words, beside the ceiling),
//   BENCH_REPLAY=1 (also each route's whole SQL replayed without HTTP, as before decision 0069),
//   BENCH_CPU_PROF (a folder for the CPU profiles of the product and bare servers), BENCH_PORT (its port),
//   BENCH_ROW_SECURITY (`both`, the default: a second product server with ROW_SECURITY=off runs in the
//   same rounds, so the table states each list with row-level security on and off; `on`: only the product).
// The ceiling (the cheapest signed-in route) and the details are measured, not judged; applying (a
// write) runs at 1 and 10 connections, a new candidate each request, with the server's candidate
// rate limits raised for the run. The product servers run without the queue's worker (WORKER=off, an
// API replica's shape): the bare server runs none, and on the scale database the worker's sweeps (a
// backlog of adverts past their end date, expired one transaction each) took the product's CPU and
// the database's during every server's runs. `npm run bench:api:layers` is the older in-process bench.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import type { BenchRoute } from './api-routes.js';
import type { BareRoute } from './bare-server.js';
import { productIds, sameIds } from './bare-budget.js';
import { captureRoutes, type CapturedRoute } from './route-capture.js';
import { judge, printTable, type Row } from './api-report.js';
import { functionLoad, httpLoad, type LoadResult } from './load.js';
import { applyLoad } from './apply-load.js';
import { printPlans } from './api-plans.js';
import { listQueryOf, replay } from './sql-replay.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'bench:api runs against PostgreSQL: set DATABASE_URL and run `npm run seed:scale` first (docs/benchmarks.md).',
  );
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = { LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL: url };
const config = loadConfig(env);

// 1. Statistics as a fresh ANALYZE leaves them (a search's plan may change with them), then each
// route through the app in this process, to capture the SQL it sends.
const pool = await openDatabase({ databaseUrl: url, poolSize: POOL });
const analyzed = performance.now();
await pool.executeSql('analyze');
console.log(`ANALYZE: ${((performance.now() - analyzed) / 1000).toFixed(1)} s`);
const { target, headers, publicHeaders, routes } = await captureRoutes(config, url, POOL);
const headersOf = (route: BenchRoute) => (route.public ? publicHeaders : headers);

// 2. The real server and the bare one, each in its own process.
/** A port free on this machine now (other benches may be running beside this one). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const barePort = await freePort();
// BENCH_CPU_PROF=<dir>: the server and the bare server each write a V8 CPU profile there when they stop
// (open it in Chrome's DevTools).
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const startProduct = (at: number, extra: Record<string, string> = {}) =>
  spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(at),
      HOST: '127.0.0.1',
      SEED: 'off',
      WORKER: 'off',
      DATABASE_POOL_SIZE: String(POOL),
      CANDIDATE_APPLY_MAX_PER_IP: '1000000',
      CANDIDATE_APPLY_MAX_PER_SITE: '1000000',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const server = startProduct(port);
// The same product with every statement as the tables' owner: what row-level security costs (decision 0104).
const unguardedPort = process.env.BENCH_ROW_SECURITY === 'on' ? undefined : await freePort();
const unguarded = unguardedPort === undefined ? undefined : startProduct(unguardedPort, { ROW_SECURITY: 'off' });
const bareRoutes: BareRoute[] = routes.flatMap((route) =>
  route.page ? [{ path: `/portal${route.path}`, ...route.page, public: route.public }] : [],
);
const bareRoutesFile = path.join(dataDir, 'bare-routes.json');
fs.writeFileSync(bareRoutesFile, JSON.stringify(bareRoutes));
const bare = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/bench/bare-server.ts'], {
  env: {
    PATH: process.env.PATH,
    BARE_ROUTES: bareRoutesFile,
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(POOL),
    PORT: String(barePort),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/portal`;
const bareBase = `http://127.0.0.1:${barePort}/portal`;
const unguardedBase = `http://127.0.0.1:${unguardedPort}/portal`;

async function started(child: ChildProcess, probe: string, headers: Record<string, string>, name: string) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the ${name} stopped (${child.exitCode})`);
    const ok = await fetch(probe, { headers }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 120) throw new Error(`the ${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The routes whose bare answer is not the product's page: the same ids in the same order, asked at once. */
async function differingIds(listed: CapturedRoute[]): Promise<string[]> {
  const differing: string[] = [];
  for (const route of listed) {
    const [product, floor] = await Promise.all(
      [base, bareBase].map((at) =>
        fetch(`${at}${route.path}`, { headers: headersOf(route) }).then(
          (r) => r.json() as Promise<{ data: Record<string, unknown>[] }>,
        ),
      ),
    );
    if (!product || !floor || !sameIds(productIds(product.data), floor.data)) differing.push(route.name);
  }
  return differing;
}

// 3. Each route at each concurrency, BENCH_ROUNDS times: the product and the bare server one after
// the other, in turns (product first in odd rounds), so a ratio compares runs seconds apart.
const rows: Row[] = [];
let failed = false;
try {
  const listed = routes.filter((route) => route.page);
  const firstList = listed[0] ?? routes[0];
  await started(server, `${base}/v1/job-statuses`, headers, 'server');
  if (unguarded) await started(unguarded, `${unguardedBase}/v1/job-statuses`, headers, 'server without RLS');
  await started(bare, `${bareBase}${firstList?.path}`, headersOf(firstList as BenchRoute), 'bare server');
  const differing = await differingIds(listed);
  if (differing.length) {
    failed = true;
    console.error(`The bare server's rows are not the product's page for: ${differing.join(', ')}.`);
  } else console.log(`The bare server answers the product's ids in the product's order on all ${listed.length} lists.`);
  await httpLoad(`${base}${routes[0]?.path}`, headers, 10, 2); // warm-up
  await httpLoad(`${bareBase}${firstList?.path}`, headersOf(firstList as BenchRoute), 10, 2);
  console.log(
    `\n${target.label}; ${SECONDS} s per run, ${ROUNDS} interleaved rounds, pool ${POOL} for each server; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}.\n`,
  );
  for (const route of routes) {
    for (const connections of route.connections ?? CONNECTIONS) {
      if (route.kind === 'write') {
        const api = await applyLoad(`${base}${route.path}`, headersOf(route), connections, SECONDS);
        rows.push({ route, connections, product: [api], bare: [], unguarded: [], sql: [], matched: '', statements: 0 });
        process.stdout.write('.');
        continue;
      }
      const row: Row = {
        route,
        connections,
        product: [],
        bare: [],
        unguarded: [],
        sql: [],
        matched: route.matched,
        statements: route.statements.length,
      };
      for (let round = 0; round < ROUNDS; round++) {
        const product = () => httpLoad(`${base}${route.path}`, headersOf(route), connections, SECONDS);
        const floor = () => httpLoad(`${bareBase}${route.path}`, headersOf(route), connections, SECONDS);
        const off = () => httpLoad(`${unguardedBase}${route.path}`, headersOf(route), connections, SECONDS);
        if (!route.page) row.product.push(await product());
        else {
          // Each round a different order, so no server always runs first (or right after another's load).
          const turns = [
            async () => row.product.push(await product()),
            async () => row.bare.push(await floor()),
            ...(unguarded ? [async () => row.unguarded.push(await off())] : []),
          ];
          for (let i = 0; i < turns.length; i++) await turns[(round + i) % turns.length]?.();
        }
        process.stdout.write('.');
      }
      if (process.env.BENCH_REPLAY) {
        const sql: LoadResult = await functionLoad(
          () => replay(pool, route.statements, route.table ? listQueryOf(route.table) : () => false),
          connections,
          SECONDS,
        );
        row.sql.push(sql);
      }
      rows.push(row);
    }
  }
  console.log(
    `\n\nload average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  printTable(rows);
  judge(rows);
  if (process.env.BENCH_PLANS) await printPlans(pool, routes);
} finally {
  await Promise.all([stop(server), stop(bare), ...(unguarded ? [stop(unguarded)] : [])]); // the server's last uploads are finished or dropped before their folder goes
  await pool.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
