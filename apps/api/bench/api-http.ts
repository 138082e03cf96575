// npm run bench:api — the API at a job board's size, over real HTTP, on the PostgreSQL server that
// `npm run seed:scale` filled (DATABASE_URL). For each route and 1, 10 and 50 connections it prints
// req/s and p50/p95/p99 of the real server (a child process, autocannon), beside the same SQL the
// route sent replayed over a pool of the server's size, and beside the server's cheapest signed-in
// route (the ceiling of this machine); then the budget of decision 0040 as ratios.
//   BENCH_SECONDS (5) per run, BENCH_CONNECTIONS (1,10,50), DATABASE_POOL_SIZE (10),
//   BENCH_ROUTES (names containing any of these comma-separated words, beside the ceiling),
//   BENCH_CPU_PROF (a folder for the server's CPU profile), BENCH_PORT (the server's port).
// Applying (a write) runs at 1 and 10 connections, a new candidate each request, with the server's
// candidate rate limits raised for the run.
// `npm run bench:api:layers` is the older in-process bench (one request at a time, query plans).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import type { BenchRoute } from './api-routes.js';
import { captureRoutes } from './route-capture.js';
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
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = { LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), DATABASE_URL: url };
const config = loadConfig(env);

// 1. Each route through the app in this process, to capture the SQL it sends.
const { target, headers, publicHeaders, routes } = await captureRoutes(config, url, POOL);
const headersOf = (route: BenchRoute) => (route.public ? publicHeaders : headers);
const pool = await openDatabase({ databaseUrl: url, poolSize: POOL });

// 2. The real server in its own process, as production runs it.
const port = Number(process.env.BENCH_PORT ?? 39_000 + Math.floor(Math.random() * 1000));
// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
  env: {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'off',
    DATABASE_POOL_SIZE: String(POOL),
    CANDIDATE_APPLY_MAX_PER_IP: '1000000',
    CANDIDATE_APPLY_MAX_PER_SITE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/portal`;
for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/v1/job-statuses`, { headers }).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 120) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await httpLoad(`${base}${routes[0]?.path}`, headers, 10, 2); // warm-up

// 3. Each route at each concurrency: the server, then its SQL alone.
const rows: Row[] = [];
try {
  console.log(`\n${target.label}; ${SECONDS} s per run, server pool ${POOL}.\n`);
  for (const route of routes) {
    for (const connections of route.connections ?? CONNECTIONS) {
      if (route.kind === 'write') {
        const api = await applyLoad(`${base}${route.path}`, headersOf(route), connections, SECONDS);
        rows.push({ route, connections, api, matched: '', statements: 0 });
        process.stdout.write('.');
        continue;
      }
      const api = await httpLoad(`${base}${route.path}`, headersOf(route), connections, SECONDS);
      const sql: LoadResult = await functionLoad(
        () => replay(pool, route.statements, route.table ? listQueryOf(route.table) : () => false),
        connections,
        SECONDS,
      );
      rows.push({ route, connections, api, sql, matched: route.matched, statements: route.statements.length });
      process.stdout.write('.');
    }
  }
  console.log('\n');
  printTable(rows);
  judge(rows);
  if (process.env.BENCH_PLANS) await printPlans(pool, routes);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited; // its last uploads are finished or dropped before their folder goes
  await pool.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
