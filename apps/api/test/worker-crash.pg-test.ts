import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { exports, mailOutbox, users } from '../src/db/schema/index.js';
import { startQueue } from '../src/lib/queue/queue.js';
import { queueMails, recordMail } from '../src/mail/outbox.js';
import { insertExport } from '../src/modules/exports/repository.js';
import { freshDatabase } from './helper.js';
import { startSmtpCatcher } from './smtp-catcher.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run worker` as a process of its own, resolved once it says it started. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED: 'auto', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Portal worker started')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return child;
}

/** Fails instead of waiting past `ms`, so the test cleans up (kills its workers) when a retry never comes. */
function within<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, limitMs = 200_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Runs only in the PostgreSQL pass (TEST_DATABASE_URL): separate workers need a server.
describe('a worker killed in the middle of its jobs', () => {
  it('leaves them to the next worker, which sends the mail once, with its Message-ID, and finishes the export once', async () => {
    const { database, url, drop } = await freshDatabase();
    if (!url) throw new Error('workers need a PostgreSQL server: set TEST_DATABASE_URL');
    const smtp = await startSmtpCatcher({ hold: 1 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-worker-crash-'));
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: smtp.url };
    const locker = new pg.Client({ connectionString: url });
    const workers: ChildProcess[] = [];
    try {
      const first = await startWorker(env);
      workers.push(first);
      const queue = await startQueue(database);
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@acme.test'));
      if (!admin) throw new Error('demo admin missing');
      const [site] = await queryRows<{ id: number }>(database.db, sql`select id from sites order by id limit 1`);
      if (!site) throw new Error('demo site missing');

      // The export blocks on a lock the test holds (no production hook): its worker dies mid-job.
      await locker.connect();
      await locker.query('begin; lock table employers in access exclusive mode');
      const exportRow = await insertExport(database.db, {
        site_id: site.id,
        user_id: admin.id,
        kind: 'employers',
        params: {},
        base_url: 'http://localhost',
      });
      await queue.send('exports.run', { id: exportRow.id });
      // The mail's delivery stalls: the catcher reads it and never answers.
      const mailId = await recordMail(database.db, { to: 'crash@acme.test', subject: 'Crash', text: 'Hello' });
      await queueMails(queue, [mailId], 'bulk');

      const held = await within('the mail to stall', smtp.next('held'), 60_000);
      await until('the export to wait on the lock', async () => {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'employers' and not l.granted`,
        );
        return row && row.n > 0;
      });
      first.kill('SIGKILL');
      const killedAt = Date.now();
      // The promise (decision 0023): the mail and the export's mail are out within two minutes of the kill.
      const leftOfTwoMinutes = () => Math.max(0, killedAt + 120_000 - Date.now());
      await new Promise((resolve) => first.once('exit', resolve));
      await locker.query('rollback');
      const [claimed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      expect(claimed?.status).toBe('sending');

      workers.push(await startWorker(env));
      const resent = await within(
        'the mail to be sent again',
        smtp.next('delivered', (mail) => mail.raw.includes('Subject: Crash')),
        leftOfTwoMinutes(),
      );
      expect(resent.messageId).toBe(held.messageId);
      const finished = await until('the export to finish', async () => {
        const [row] = await database.db.select().from(exports).where(eq(exports.id, exportRow.id));
        return row?.status === 'done' ? row : undefined;
      });
      expect(finished.file_key).toBe(`exports/${exportRow.id}.csv`);
      expect(fs.existsSync(path.join(dataDir, 'exports', `${exportRow.id}.csv`))).toBe(true);
      await within(
        'the export mail',
        smtp.next('delivered', (mail) => mail.raw.includes(`/exports/${exportRow.id}`)),
        leftOfTwoMinutes(),
      );

      // Exactly once: one delivery of the mail, one export mail.
      expect(smtp.delivered.filter((mail) => mail.messageId === held.messageId)).toHaveLength(1);
      expect(smtp.delivered.filter((mail) => mail.raw.includes(`/exports/${exportRow.id}`))).toHaveLength(1);
      // The worker records the outcome after the server's answer: wait for the record, not the clock.
      const sent = await until('the mail to be recorded sent', async () => {
        const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
        return row?.status === 'sent' ? row : undefined;
      });
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      await queue.stop();
    } finally {
      for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
      await Promise.all(
        workers.map((w) => w.exitCode === null && w.signalCode === null && new Promise((r) => w.once('exit', r))),
      );
      await locker.end().catch(() => undefined);
      await smtp.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 360_000);
});
