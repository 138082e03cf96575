// npm run bench:streams — 1,000 open notification streams on one API process (decision 0054):
// the server's resident memory per stream, and the statements it sends while they sit idle.
//   without DATABASE_URL: PGlite in memory; with DATABASE_URL: that PostgreSQL database (migrated
//   and seeded by the start). BENCH_STREAMS (1000) streams, BENCH_IDLE_SECONDS (60) of idling.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { newToken } from '../src/modules/auth/index.js';
import { notifyUsers } from '../src/modules/notifications/index.js';
import { startRuntime } from '../src/runtime.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const url = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-streams-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  WORKER: 'off',
  ...(url ? { DATABASE_URL: url } : {}),
});
let statements = 0;
const database = await openDatabase({ databaseUrl: url, logQuery: () => void (statements += 1) });
const runtime = await startRuntime(config, { database, worker: false, log: { info: () => undefined } });
const app = await buildApp(runtime);
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// One user and one token per stream, written straight to the tables (no password hashing).
const [site] = await queryRows<{ id: number; enterprise_id: number }>(
  runtime.db,
  sql`select s.id, a.enterprise_id from sites s join accounts a on a.id = s.account_id order by s.id limit 1`,
);
if (!site) throw new Error('no site: start once with the demo seed');
const run = Date.now();
const users = await queryRows<{ id: number }>(
  runtime.db,
  sql`insert into users (enterprise_id, email, name)
      select ${site.enterprise_id}::int, 'stream-' || ${run}::text || '-' || g || '@bench.test', 'Stream ' || g
      from generate_series(1, ${STREAMS}::int) g returning id`,
);
const tokens = users.map((user) => ({ user: Number(user.id), ...newToken() }));
for (let i = 0; i < tokens.length; i += 500) {
  const batch = tokens.slice(i, i + 500);
  await runtime.db.execute(
    sql`insert into access_tokens (user_id, token_hash, expires_at) values ${sql.join(
      batch.map((token) => sql`(${token.user}::int, ${token.hash}, now() + interval '1 day')`),
      sql`, `,
    )}`,
  );
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
/** Collects garbage a few times, so what the start-up (migrations, seed) left is not counted as the streams'. */
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};
await settle();
const before = process.memoryUsage();

const clients = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'notification-stream-clients.ts')],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const lines: string[] = [];
const waiters: (() => void)[] = [];
clients.stdout.setEncoding('utf8');
clients.stdout.on('data', (text: string) => {
  lines.push(...text.trim().split('\n'));
  waiters.splice(0).forEach((wake) => wake());
});
const heard = async (prefix: string) => {
  while (!lines.some((line) => line.startsWith(prefix))) await new Promise<void>((resolve) => waiters.push(resolve));
};
const opening = Date.now();
clients.stdin.end(
  JSON.stringify({ url: baseUrl, enterpriseKey: config.ENTERPRISE_KEY, tokens: tokens.map((t) => t.plain) }),
);
await heard('ready ');
const opened = lines.find((line) => line.startsWith('ready ')) ?? '';
const openedIn = Date.now() - opening;
await settle();
const open = process.memoryUsage();

statements = 0;
await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
const idleStatements = statements;

statements = 0;
const target = tokens[0];
if (!target) throw new Error('no stream');
await runtime.db.transaction((tx) =>
  notifyUsers(tx, {
    scope: { siteId: site.id },
    userIds: [target.user],
    kind: 'export_ready',
    params: { export_name: 'Bench', row_count: '1' },
    link: null,
  }),
);
await heard('notified 1');
const deliveryStatements = statements;

const perStream = (open.rss - before.rss) / STREAMS;
console.log(
  `\n${STREAMS} streams on one process (${url ? 'PostgreSQL' : 'PGlite'}): ${opened}, opened in ${openedIn} ms`,
);
console.log('| measure | value |');
console.log('|---|---|');
console.log(`| RSS before / with streams (MB) | ${mb(before.rss)} / ${mb(open.rss)} |`);
console.log(`| RSS per stream (KB) | ${(perStream / 1024).toFixed(1)} |`);
console.log(`| heap used per stream (KB) | ${((open.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} |`);
console.log(`| statements while idle ${IDLE_SECONDS} s (all streams) | ${idleStatements} |`);
console.log(`| statements for one notification (insert + delivery read) | ${deliveryStatements} |`);

clients.kill('SIGTERM');
await app.close();
await runtime.db.execute(sql`delete from users where email like ${`stream-${run}-%@bench.test`}`);
await runtime.shutdown();
fs.rmSync(dataDir, { recursive: true, force: true });
