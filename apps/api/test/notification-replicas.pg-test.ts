import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { freePort } from './credit-helper.js';
import { ENTERPRISE_KEY, freshDatabase } from './helper.js';
import { openStream, parseNotification } from './notification-helper.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm start`'s server as a process of its own, resolved once it listens. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Portal is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const headers = { [HEADERS.enterprise]: ENTERPRISE_KEY, 'content-type': 'application/json' };

async function login(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/portal/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'demo-pass-1234' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const flag = (baseUrl: string, jobUuid: string) =>
  fetch(`${baseUrl}/portal/v1/public/sites/localhost/jobs/${jobUuid}/flag`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reason: 'spam' }),
  });

// Runs only in the PostgreSQL pass (TEST_DATABASE_URL): two API processes on one server (decision 0054).
describe('notifications across two API processes on one PostgreSQL', () => {
  it('an event raised through one reaches a stream opened on the other, and after its listener was cut', async () => {
    const { database, url, drop } = await freshDatabase({ from: 'seeded' });
    if (!url) throw new Error('replicas need a PostgreSQL server: set TEST_DATABASE_URL');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notify-replicas-'));
    const servers: ChildProcess[] = [];
    const admin = new pg.Client({ connectionString: url });
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, WORKER: 'off', WEB_DIST: path.join(dataDir, 'no-web') };
      servers.push(await startServer({ ...env, PORT: String(portA) }));
      servers.push(await startServer({ ...env, PORT: String(portB) }));
      const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      // Two live jobs of acme/careers (the `localhost` domain), their reports dismissed: a first report notifies.
      const jobs = await queryRows<{ id: number; uuid: string }>(
        database.db,
        sql`select j.id, j.uuid from jobs j join sites s on s.id = j.site_id join accounts a on a.id = s.account_id
            where a.name = 'acme' and s.name = 'careers' and j.status = 'live' order by j.id limit 2`,
      );
      await database.db.execute(sql`update job_flags set dismissed_at = now()
        where dismissed_at is null and job_id in (${sql.join(
          jobs.map((job) => sql`${job.id}::int`),
          sql`, `,
        )})`);
      const [first, second] = jobs.map((job) => job.uuid);
      if (!first || !second) throw new Error('two live jobs on careers expected');

      const stream = await openStream(b, await login(b, 'admin@acme.test'));
      try {
        await stream.next('ready');
        expect((await flag(a, first)).status).toBe(201);
        expect(parseNotification((await stream.next('notification')).data)).toMatchObject({ kind: 'job_flagged' });

        // The database ends B's listening connection (as a restart does): B reconnects, says
        // `resync`, and hears the next event again.
        await admin.connect();
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
                           where datname = current_database() and query ilike 'LISTEN%'`);
        await stream.next('resync');
        expect((await flag(a, second)).status).toBe(201);
        const next = parseNotification((await stream.next('notification')).data);
        expect(next).toMatchObject({ kind: 'job_flagged' });
      } finally {
        stream.close();
      }
      expect(servers.every((server) => server.exitCode === null)).toBe(true);
    } finally {
      await admin.end().catch(() => undefined);
      for (const server of servers) server.kill('SIGTERM');
      await Promise.all(
        servers.map((s) => new Promise((resolve) => (s.exitCode === null ? s.once('exit', resolve) : resolve(null)))),
      );
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
