// npm run bench:api:cpu — the CPU one request of each bench route costs this process, through the
// whole app in process (app.inject: hooks, sign-in, scope, validation, the page, serialisation; no
// socket), requests sent one after another. CPU time, not wall time, so two builds compare better
// than by req/s on a busy machine — but only roughly: at a load average of 15–20 the same build
// varied by ±30 % between runs (docs/benchmarks.md).
//   DATABASE_URL (the seed:scale database), BENCH_ROUTES (words of route names), BENCH_REQUESTS (2000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADERS } from '@portal/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startRuntime } from '../src/runtime.js';
import { findBenchTarget } from './api-routes.js';
import { chosenRoutes } from './route-capture.js';
import { signedInHeaders } from './sign-in.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:api:cpu runs against PostgreSQL: set DATABASE_URL (docs/benchmarks.md).');
  process.exit(2);
}
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  DATABASE_URL: url,
  // ROW_SECURITY=off: every statement as the owner, to compare with the policies' cost (decision 0104).
  ...(process.env.ROW_SECURITY ? { ROW_SECURITY: process.env.ROW_SECURITY } : {}),
});
const database = await openDatabase({ databaseUrl: url, rowSecurity: config.ROW_SECURITY !== 'off' });
const runtime = await startRuntime(config, { database, worker: false, log: { info: () => undefined } });
const app = await buildApp(runtime);
await app.ready();
const target = await findBenchTarget(runtime.db);
const headers = await signedInHeaders(app, config.ENTERPRISE_KEY, target);
const publicHeaders = { [HEADERS.enterprise]: config.ENTERPRISE_KEY };

console.log('| route | CPU µs per request | requests |\n|---|---|---|');
for (const route of chosenRoutes(target).filter((r) => r.kind !== 'write')) {
  const inject = () =>
    app.inject({ method: 'GET', url: `/portal${route.path}`, headers: route.public ? publicHeaders : headers });
  for (let i = 0; i < 200; i++) await inject(); // warm: JIT, named statements, kept callers and totals
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await inject();
    if (res.statusCode !== 200) throw new Error(`${route.path}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(before);
  console.log(`| ${route.name} | ${((used.user + used.system) / REQUESTS).toFixed(0)} | ${REQUESTS} |`);
}
await app.close();
await runtime.shutdown();
fs.rmSync(dataDir, { recursive: true, force: true });
