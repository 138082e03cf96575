#!/usr/bin/env node
// npm run test:db-restart — a PostgreSQL outage is ridden out, never a crash (decision 0023).
// Two API replicas and a worker on one PostgreSQL server with an S3 server, under a mixed load
// (tag and employer creates, applications with a resume, open notification streams); PostgreSQL is
// restarted three times (fast mode), each time with employer creates held inside their transactions
// by a lock, then stopped for 15 s, during which a third replica is started. Checks: every process
// stays up; every request is answered 201/200 or 503 with Retry-After (never refused, reset, hung or
// a 500); /healthz answers 503 while the server is down; every replica serves writes again within
// 10 s of the server's return, the late replica included; the worker runs a job queued afterwards;
// every write answered 201 is stored (with its file in the bucket).
// It stops the whole cluster, so it runs alone (its own step in .ci/run) and needs pg_ctlcluster (root).
//   TEST_DATABASE_URL  a role that may create databases (as for npm run test:api:pg)
//   PG_CLUSTER         the cluster to stop and start, default "15 main"
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { clusterControl, createFleet, freePort, sqlOn, startS3, until, wait } from './db-restart/fleet.mjs';
import { call, REQUEST_LIMIT_MS, startLoad } from './db-restart/load.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set TEST_DATABASE_URL (e.g. postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres).');
  process.exit(2);
}
const pgctl = clusterControl(process.env.PG_CLUSTER ?? '15 main');
/** How soon after PostgreSQL is back every replica must serve writes again. */
const BACK_WITHIN_MS = 10_000;
const RESTARTS = 3;
const STOP_MS = 15_000;

const name = `portal_restart_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const started = Date.now();
let s3;
let fleet;
let stopped = false;

const healthOf = async (base) => (await call(base, 'GET', '/healthz')).status;

/** Ends the run at once when a process has exited: everything after would only repeat it. */
function assertAlive(when) {
  const dead = fleet.members.filter((m) => m.exit);
  for (const m of dead) check(false, `${m.label} exited (${m.exit.signal ?? `code ${m.exit.code}`}) ${when}`);
  if (dead.length > 0) throw new Error(`a process exited ${when}`);
}

/** Waits until every replica answers /healthz 200 and has stored a write sent after `backAt`. */
async function serviceBack(label, bases, load, backAt) {
  await until(
    `${label}: every replica serving writes again`,
    async () => {
      assertAlive(label);
      const healthy = await Promise.all(bases.map(healthOf));
      return (
        healthy.every((status) => status === 200) &&
        bases.every((base) => load.outcomes.some((o) => o.base === base && o.at > backAt && o.status === 201))
      );
    },
    60_000,
  );
  const ms = Date.now() - backAt;
  check(ms <= BACK_WITHIN_MS, `${label}: every replica served writes again ${ms} ms after PostgreSQL was back`);
}

/** Employer creates held inside their transactions (by a lock on the table) when the server restarts. */
async function restartWithTransactionsInFlight(round, bases, load) {
  const holder = new pg.Client({ connectionString: dbUrl });
  holder.on('error', () => undefined); // the restart ends this connection too
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table employers in share mode');
  const waiting = async () =>
    (
      await sqlOn(
        dbUrl,
        "select count(*)::int as n from pg_locks where not granted and relation = 'employers'::regclass",
      )
    ).rows[0].n;
  await until(
    `restart ${round}: employer creates waiting inside their transactions`,
    async () => (await waiting()) >= 2,
  );
  const restartAt = Date.now();
  pgctl('restart');
  const backAt = Date.now();
  await holder.end().catch(() => undefined);
  console.log(`PostgreSQL restarted (${round} of ${RESTARTS}) in ${backAt - restartAt} ms`);
  await serviceBack(`restart ${round}`, bases, load, backAt);
  const held = load.outcomes.filter((o) => o.kind === 'employer' && o.at >= restartAt && o.at <= backAt + 2_000);
  check(
    held.some((o) => o.status === 503),
    `restart ${round}: the creates whose transactions it cut were answered 503 (${summary(held)})`,
  );
}

/** PostgreSQL down for 15 s; a replica started meanwhile must wait, answering 503, and come up by itself. */
async function stopWithLateReplica(bases, load, context) {
  pgctl('stop');
  stopped = true;
  const stoppedAt = Date.now();
  console.log('PostgreSQL stopped');
  for (const base of bases)
    await until(`/healthz 503 on ${base}`, async () => (await healthOf(base)) === 503, REQUEST_LIMIT_MS);
  check(true, '/healthz answered 503 on both replicas while PostgreSQL was down');

  const port = await freePort();
  const late = `http://127.0.0.1:${port}`;
  fleet.start('api-3 (started during the outage)', 'apps/api/src/server.ts', { PORT: String(port), WORKER: 'off' });
  await until('the late replica to answer /healthz 503 while PostgreSQL is down', async () => {
    assertAlive('while PostgreSQL was down');
    return (await healthOf(late)) === 503;
  });
  check(true, 'a replica started while PostgreSQL was down answers /healthz 503 and waits');
  const lateApi = await call(late, 'POST', '/portal/v1/site/tags', { ...context, body: { name: 'too early' } });
  check(
    lateApi.status === 503 && lateApi.retryAfter !== null,
    `it answers API requests 503 with Retry-After (${lateApi.status})`,
  );
  await wait(Math.max(0, STOP_MS - (Date.now() - stoppedAt)));
  assertAlive('while PostgreSQL was down');
  const during = load.outcomes.filter((o) => o.at > stoppedAt + 1_000);
  check(
    during.length > 0 && during.every((o) => o.status === 503),
    `every request during the 15 s stop was answered 503 (${summary(during)})`,
  );

  pgctl('start');
  stopped = false;
  const backAt = Date.now();
  console.log('PostgreSQL started');
  load.add(late);
  await serviceBack('after the 15 s stop', [...bases, late], load, backAt);
  return late;
}

async function main() {
  await sqlOn(adminUrl, `create database ${name}`);
  s3 = await startS3();
  fleet = createFleet({
    DATABASE_URL: dbUrl,
    SEED: 'auto',
    LOG_LEVEL: 'warn',
    // The load applies far more often than one address may in an hour.
    CANDIDATE_APPLY_MAX_PER_IP: '1000000',
    ...s3.env,
  });
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  // The first replica migrates and seeds; the second and the worker start on the migrated database.
  fleet.start('api-1', 'apps/api/src/server.ts', { PORT: String(ports[0]), WORKER: 'off' });
  await until('replica 1', async () => (await healthOf(bases[0])) === 200, 120_000);
  fleet.start('api-2', 'apps/api/src/server.ts', { PORT: String(ports[1]), WORKER: 'off' });
  const worker = fleet.start('worker', 'apps/api/src/worker.ts');
  await until('replica 2', async () => (await healthOf(bases[1])) === 200, 120_000);
  await until('worker', async () => worker.log.join('').includes('Portal worker started'), 120_000);

  const login = await call(bases[0], 'POST', '/portal/auth/login', {
    body: { email: 'admin@acme.test', password: 'demo-pass-1234' },
  });
  const token = login.json?.access_token;
  const me = await call(bases[0], 'GET', '/portal/auth/me', { token });
  const sid = me.json?.accounts?.[0]?.sites?.[0]?.id;
  if (!token || !sid) throw new Error(`sign-in failed: ${JSON.stringify(login)} ${JSON.stringify(me)}`);
  const { rows } = await sqlOn(
    dbUrl,
    `select d.domain, j.uuid from jobs j join site_domains d on d.site_id = j.site_id
      where j.site_id = $1 and j.status = 'live' and j.screening_questions = '[]'::jsonb
      order by d.domain, j.id limit 1`,
    [sid],
  );
  if (!rows[0]) throw new Error('the seed has no live job on the admin site');
  const context = { bases, token, sid, apply: { domain: rows[0].domain, jobUuid: rows[0].uuid } };

  const load = startLoad(context);
  await until('each kind of write and a stream to succeed before the outages', async () => {
    const refused = load.outcomes.find((o) => o.status >= 400);
    if (refused) throw new Error(`the load is refused before any outage: ${JSON.stringify(refused)}`);
    return ['tag', 'employer', 'application', 'stream'].every((kind) =>
      load.outcomes.some((o) => o.kind === kind && o.status === (kind === 'stream' ? 200 : 201)),
    );
  });
  console.log(`Load running after ${Math.round((Date.now() - started) / 1000)} s`);

  for (let round = 1; round <= RESTARTS; round++) {
    await restartWithTransactionsInFlight(round, bases, load);
    await wait(1_000);
  }
  const late = await stopWithLateReplica(bases, load, context);
  await wait(1_000);
  await load.stop();
  assertAlive('by the end');

  const unanswered = load.outcomes.filter((o) => o.status === 0);
  check(
    unanswered.length === 0,
    `no request was refused, cut or left hanging (${unanswered.length}${first(unanswered)})`,
  );
  const wrong = load.outcomes.filter((o) => o.status !== 0 && ![200, 201, 503].includes(o.status));
  check(wrong.length === 0, `every answer was 200, 201 or 503, never a 500 (${summary(load.outcomes)}${first(wrong)})`);
  const bare = load.outcomes.filter((o) => o.status === 503 && !o.retryAfter);
  check(bare.length === 0, `every 503 carried Retry-After (${bare.length} without)`);

  // The worker resumed: a job queued after the outages (forgot-password's reset-link job) completes.
  await call(late, 'POST', '/portal/auth/forgot-password', { body: { email: 'owner@acme.test' } });
  await until('the worker to run a job queued after the outages', async () => {
    const done = await sqlOn(dbUrl, `select 1 from pgboss.job where name = 'auth.reset-link' and state = 'completed'`);
    return done.rowCount > 0;
  });
  check(true, 'the worker ran a job queued after the outages');

  for (const [kind, table] of [
    ['tag', 'tags'],
    ['employer', 'employers'],
  ]) {
    const ids = load.acknowledged(kind);
    const stored = await sqlOn(dbUrl, `select count(*)::int as n from ${table} where id = any($1)`, [ids]);
    check(
      stored.rows[0].n === ids.length,
      `every acknowledged ${kind} create is stored (${stored.rows[0].n} of ${ids.length})`,
    );
  }
  // Employer creates are retried with their key after a 503 or a lost answer: none is stored twice.
  const doubled = await sqlOn(
    dbUrl,
    "select business_name from employers where business_name like 'Restart %' group by business_name having count(*) > 1",
  );
  check(
    doubled.rowCount === 0,
    `no employer create retried with its Idempotency-Key is stored twice (${doubled.rowCount})`,
  );
  const uuids = load.acknowledged('application');
  const applications = await sqlOn(
    dbUrl,
    'select f.storage_key from applications a join files f on f.id = a.resume_file_id where a.uuid = any($1::uuid[])',
    [uuids],
  );
  const inBucket = applications.rows.filter((row) => s3.holds(row.storage_key)).length;
  check(
    applications.rowCount === uuids.length && inBucket === uuids.length,
    `every acknowledged application is stored with its resume in the bucket (${applications.rowCount} rows, ${inBucket} files, of ${uuids.length})`,
  );
  for (const m of fleet.members) check(!m.exit, `${m.label} is alive`);
}

function summary(outcomes) {
  const counts = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

const first = (outcomes) => (outcomes.length > 0 ? `; first: ${JSON.stringify(outcomes[0])}` : '');

try {
  await main();
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  if (stopped) pgctl('start');
  await fleet?.stop();
  if (failures.length > 0)
    for (const { label, log } of fleet?.members ?? []) console.error(`--- ${label}\n${log.join('').slice(-3000)}`);
  await until(
    'the server to accept connections',
    () =>
      sqlOn(adminUrl, 'select 1').then(
        () => true,
        () => false,
      ),
    30_000,
  );
  await sqlOn(adminUrl, `drop database if exists ${name} with (force)`).catch((error) =>
    console.warn('drop failed:', error.message),
  );
  await s3?.close();
}
console.log(`\nRan ${Math.round((Date.now() - started) / 1000)} s.`);
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('The database restarts were ridden out.');
