#!/usr/bin/env node
// npm test — the fast tier (decision 0026): contract, API on PGlite and web components in one Vitest
// run, and beside it the browser suite's smoke tier (signing in, white label, right to left, first
// pages' accessibility); prints each part's time and the total (the budget is 4 minutes). The slow tier is
// `npm run test:slow` and the browser journeys `npm run test:e2e:journeys`; `.ci/run` runs both.
//
// The smoke tier's server boots (migrations, demo seed: single-threaded) while Vitest builds its own
// database templates (single-threaded too): on two cores the two starts run side by side instead of
// one after the other, and Playwright reuses the running server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { TEST_CHROMIUM_PATH } from './chromium.mjs';
import { E2E_DATA_DIR, E2E_SERVER_COMMAND, serverOf } from './e2e-server.mjs';

const begun = performance.now();
const times = [];
/** Runs `work` (a function, or one returning a promise) and records how long it took under `name`. */
const timed = async (name, work) => {
  const started = performance.now();
  const status = await work();
  times.push([name, (performance.now() - started) / 1000]);
  return status;
};
const runSync = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
/** Runs a command to its end without blocking this process; its output goes to `output` (or ours). */
const runAsync = (cmd, args, env = {}, output = 'inherit') =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', output, output], env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Builds the web app and starts the smoke tier's server in the background; null without a browser. */
function startSmokeServer() {
  if (!existsSync(TEST_CHROMIUM_PATH)) return null;
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  if (runSync('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
  const { env, baseURL, dataDir } = serverOf(0);
  const logFile = `${dataDir}.log`;
  const [cmd, ...args] = E2E_SERVER_COMMAND.split(' ');
  const log = openSync(logFile, 'w');
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  let exited = false;
  child.on('exit', () => (exited = true));
  return {
    baseURL,
    logFile,
    get exited() {
      return exited;
    },
    stop() {
      if (!exited) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/** Waits until the server answers /healthz (it may still be seeding when Vitest ends). */
async function ready(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !server.exited) {
    try {
      if ((await fetch(`${server.baseURL}/healthz`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The smoke tier's server did not start:\n${readFileSync(server.logFile, 'utf8')}`);
  return false;
}

let server = null;
await timed('web build, server start', () => {
  server = startSmokeServer();
});
process.on('exit', () => server?.stop());
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.on(signal, () => process.exit(code));

// The smoke tier runs beside Vitest as soon as its server answers: Vitest leaves a core idle between
// files and while one long file ends, and the browser and its server fill it. Its output is printed
// after Vitest's, so the two reports do not interleave.
const smokeLog = `${E2E_DATA_DIR}.smoke.log`;
const smoke = timed('Browser suite (smoke), beside Vitest', async () => {
  if (server && !(await ready(server))) return 1;
  const env = server ? { E2E_TIER: 'smoke', E2E_SERVER_STARTED: '1' } : { E2E_TIER: 'smoke' };
  return runAsync('node', ['scripts/test-e2e.mjs'], env, openSync(smokeLog, 'w'));
});
const vitest = timed('Vitest (contract, API, web)', () =>
  runAsync('npx', ['vitest', 'run', '--project', '!api-slow', ...process.argv.slice(2)]),
);
const [vitestStatus, smokeStatus] = await Promise.all([vitest, smoke]);
console.log(`\nBrowser suite (smoke):\n${readFileSync(smokeLog, 'utf8')}`);
rmSync(smokeLog, { force: true });
const status = vitestStatus || smokeStatus;
server?.stop();
if (status === 0) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

const total = (performance.now() - begun) / 1000;
console.log('\nnpm test times');
for (const [name, s] of [...times, ['total (budget 240 s)', total]])
  console.log(`  ${name.padEnd(38)} ${s.toFixed(0)} s`);
process.exit(status);
