#!/usr/bin/env node
// npm run test:db-restart — a PostgreSQL outage is ridden out, never a crash (decision 0023).
// Two API replicas and one worker run on a fresh database under a loop of authenticated writes;
// the server is stopped and started again. Checks: every process stays alive, /healthz answers 503
// during the outage and 200 within seconds after, requests answer 503 quickly (no hang), the worker
// runs a job after the outage, and every write that got a 2xx is in the database.
// It stops the whole server, so it runs alone (its own step in .ci/run) and needs pg_ctlcluster (root).
//   TEST_DATABASE_URL  a role that may create databases (as for npm run test:api:pg)
//   PG_CLUSTER         the cluster to stop and start, default "15 main"
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set TEST_DATABASE_URL (e.g. postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres).');
  process.exit(2);
}
const [pgVersion, pgCluster] = (process.env.PG_CLUSTER ?? '15 main').split(' ');
const root = path.resolve(import.meta.dirname, '..');
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const HEADERS = { 'content-type': 'application/json', 'x-af-eid': 'portal-demo' };
/** A request that hangs past this is a failure: the outage must answer, not stall. */
const REQUEST_LIMIT_MS = 8_000;

const name = `portal_restart_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const children = [];
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startProcess(label, script, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-restart-${label}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl, DATA_DIR: dataDir, SEED: 'auto', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
  children.push({ label, child, log, dataDir });
  return { child, dataDir, log };
}

async function call(base, method, url, { token, body, sid } = {}) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...HEADERS,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(sid ? { 'x-af-sid': String(sid) } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    return { status: res.status, json: await res.json().catch(() => null), ms: Date.now() - started };
  } catch (error) {
    return { status: 0, error: String(error), ms: Date.now() - started };
  }
}

async function until(what, predicate, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await wait(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A port nothing listens on now (the OS picks it). */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const healthOf = async (base) => (await call(base, 'GET', '/healthz')).status;

/** Writes tags through both replicas until stopped; remembers every id answered 2xx. */
function writeLoad(bases, token, sid) {
  const outcomes = [];
  let running = true;
  let n = 0;
  const loop = async (base) => {
    while (running) {
      const res = await call(base, 'POST', '/portal/v1/site/tags', { token, sid, body: { name: `restart ${++n}` } });
      outcomes.push({ ...res, at: Date.now() });
      if (res.status !== 201) await wait(50);
    }
  };
  const loops = bases.flatMap((base) => [loop(base), loop(base)]);
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const pgctl = (action) =>
  execFileSync('pg_ctlcluster', [pgVersion, pgCluster, action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);

async function main() {
  await admin(`create database ${name}`);
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  // The first replica migrates and seeds; the second and the worker start on the migrated database.
  startProcess('api-1', 'apps/api/src/server.ts', { PORT: String(ports[0]), WORKER: 'off' });
  await until('replica 1', async () => (await healthOf(bases[0])) === 200, 90_000);
  startProcess('api-2', 'apps/api/src/server.ts', { PORT: String(ports[1]), WORKER: 'off' });
  const worker = startProcess('worker', 'apps/api/src/worker.ts', {});
  await until('replica 2', async () => (await healthOf(bases[1])) === 200, 90_000);
  await until('worker', async () => worker.log.join('').includes('Portal worker started'), 90_000);

  const login = await call(bases[0], 'POST', '/portal/auth/login', {
    body: { email: 'admin@acme.test', password: 'demo-pass-1234' },
  });
  const token = login.json?.access_token;
  const me = await call(bases[0], 'GET', '/portal/auth/me', { token });
  const sid = me.json?.accounts?.[0]?.sites?.[0]?.id;
  if (!token || !sid) throw new Error(`sign-in failed: ${JSON.stringify(login)} ${JSON.stringify(me)}`);

  const load = writeLoad(bases, token, sid);
  await until('writes before the outage', async () => load.outcomes.filter((o) => o.status === 201).length >= 20);

  const outageStarted = Date.now();
  pgctl('stop');
  console.log('PostgreSQL stopped');
  for (const base of bases) await until(`/healthz 503 on ${base}`, async () => (await healthOf(base)) === 503, 15_000);
  check(true, '/healthz answered 503 on both replicas during the outage');
  await until('writes answered 503 during the outage', async () =>
    load.outcomes.some((o) => o.at > outageStarted && o.status === 503),
  );
  await wait(2_000); // the worker polls, the replicas answer, through a few seconds of outage
  pgctl('start');
  const backAt = Date.now();
  console.log('PostgreSQL started');
  for (const base of bases) await until(`/healthz 200 on ${base}`, async () => (await healthOf(base)) === 200, 20_000);
  check(Date.now() - backAt < 20_000, `/healthz 200 on both replicas ${Date.now() - backAt} ms after the start`);
  await until('writes succeed again', async () => load.outcomes.some((o) => o.at > backAt && o.status === 201), 20_000);
  await load.stop();

  const during = load.outcomes.filter((o) => o.at > outageStarted && o.at < backAt);
  check(
    during.every((o) => o.status === 503 || o.status === 201),
    `every write during the outage answered 201 or 503 (${summary(during)})`,
  );
  check(
    load.outcomes.every((o) => o.status !== 0 && o.ms < REQUEST_LIMIT_MS),
    `no request hung or lost its connection (slowest ${Math.max(...load.outcomes.map((o) => o.ms))} ms)`,
  );

  // The worker resumed: a job queued after the outage (forgot-password's reset-link job) completes.
  await call(bases[1], 'POST', '/portal/auth/forgot-password', { body: { email: 'owner@acme.test' } });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const resetJobs = async () =>
    (await client.query(`select 1 from pgboss.job where name = 'auth.reset-link' and state = 'completed'`)).rowCount;
  await until('the worker to run a job queued after the outage', async () => (await resetJobs()) > 0, 30_000);
  check(true, 'the worker ran a job queued after the outage');

  const ids = load.outcomes.filter((o) => o.status === 201).map((o) => o.json.data.id);
  const { rows } = await client.query('select count(*)::int as n from tags where id = any($1)', [ids]);
  await client.end();
  check(rows[0].n === ids.length, `every acknowledged write is stored (${rows[0].n} of ${ids.length})`);

  for (const { label, child } of children)
    check(child.exitCode === null && child.signalCode === null, `${label} is alive`);
}

function summary(outcomes) {
  const counts = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

try {
  await main();
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  try {
    pgctl('start');
  } catch {
    // already running
  }
  for (const { child } of children) child.kill('SIGTERM');
  await Promise.all(children.map(({ child }) => child.exitCode === null && new Promise((r) => child.once('exit', r))));
  if (failures.length > 0)
    for (const { label, log } of children) console.error(`--- ${label}\n${log.join('').slice(-3000)}`);
  await until(
    'the server to accept connections',
    async () =>
      admin('select 1').then(
        () => true,
        () => false,
      ),
    30_000,
  );
  await admin(`drop database if exists ${name} with (force)`).catch((error) =>
    console.warn('drop failed:', error.message),
  );
  for (const { dataDir } of children) fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nThe database restart was ridden out.');
