import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HEADERS } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../src/modules/webhooks/index.js';
import { apply, DOMAINS, jobOf } from './candidate-site-helper.js';
import { buildTestApp, ENTERPRISE_KEY, seedIds } from './helper.js';
import { multipartBody } from './upload-helper.js';
import { startReceiver, verifyStandardWebhook } from './webhook-receiver.js';

// Decision 0106: a delivery outlives the worker that was sending it, and a receiver that never answers.
const api = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-webhooks-crash-'));
const children: ChildProcess[] = [];
/** Kills a server and waits for it to be gone, its output closed. */
async function kill(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  child.stdout?.destroy();
}
afterAll(async () => {
  for (const child of children) await kill(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The server as `npm start` runs it (PGlite under DATA_DIR, its worker inline), resolved once it listens. */
async function startServer() {
  const port = await freePort();
  // One process (not the tsx CLI, which runs the server in a child of its own): a kill reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(api, 'src/server.ts')], {
    cwd: api,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Portal is running')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${code}`));
    });
  });
  const base = `http://127.0.0.1:${port}/portal`;
  const call = async (method: string, url: string, opts: { token?: string; sid?: number; body?: object } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        [HEADERS.enterprise]: ENTERPRISE_KEY,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.sid ? { [HEADERS.site]: String(opts.sid) } : {}),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
  return { child, base, call };
}

describe('a worker killed while it delivers a webhook', () => {
  it('leaves the delivery to the next worker once its lease lapses: delivered, with the same webhook-id', async () => {
    const receiver = await startReceiver();
    // The first request hangs: the worker is in the middle of the delivery when it is killed.
    receiver.answer((n) => (n === 0 ? 'hang' : { status: 200, body: 'ok' }));
    try {
      const first = await startServer();
      const login = await first.call('POST', '/auth/login', {
        body: { email: 'admin@acme.test', password: 'demo-pass-1234' },
      });
      const token = (login.json as { access_token: string }).access_token;
      const me = await first.call('GET', '/auth/me', { token });
      const sites = (me.json as { accounts: { sites: { id: number; name: string }[] }[] }).accounts.flatMap(
        (a) => a.sites,
      );
      const sid = sites.find((s) => s.name === 'careers')?.id;
      const created = await first.call('POST', '/v1/site/webhooks', {
        token,
        sid,
        body: { url: receiver.url, events: ['application.created'] },
      });
      expect(created.status).toBe(201);
      const { uuid, secret } = (created.json as { data: { uuid: string; secret: string } }).data;
      const jobs = await first.call('GET', `/v1/public/sites/${DOMAINS.careers}/jobs?per_page=100`);
      const job = (jobs.json as { data: { uuid: string; title: string }[] }).data.find(
        (j) => j.title === 'Dental Receptionist',
      );
      const form = multipartBody(
        Object.entries({ first_name: 'Kim', last_name: 'Crash', email: 'kim@crash.test', consent: 'true' }).map(
          ([name, value]) => ({ name, value }),
        ),
      );
      const applied = await fetch(`${first.base}/v1/public/sites/${DOMAINS.careers}/jobs/${job?.uuid}/apply`, {
        method: 'POST',
        headers: { [HEADERS.enterprise]: ENTERPRISE_KEY, ...form.headers },
        body: form.payload,
      });
      expect(applied.status).toBe(201);

      await receiver.until(1);
      await kill(first.child);

      const second = await startServer();
      await receiver.until(2);
      const [sent, again] = receiver.received;
      expect(again?.id).toBe(sent?.id);
      expect(again?.body).toBe(sent?.body);
      expect(receiver.processed()).toHaveLength(1);
      if (!again) throw new Error('no second delivery');
      expect(verifyStandardWebhook(secret, again, again.body, Number(again.timestamp))).toBe(true);
      const relogin = await second.call('POST', '/auth/login', {
        body: { email: 'admin@acme.test', password: 'demo-pass-1234' },
      });
      const log = await second.call('GET', `/v1/site/webhooks/${uuid}/deliveries`, {
        token: (relogin.json as { access_token: string }).access_token,
        sid,
      });
      expect((log.json as { data: unknown }).data).toMatchObject([
        { state: 'delivered', attempts: 2, response_status: 200 },
      ]);
      await kill(second.child);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});

describe('a receiver that never answers', () => {
  it('is given up on at the deadline, and the delivery is retried until it is taken', async () => {
    const t = await buildTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_TIMEOUT_MS: '500' });
    const receiver = await startReceiver();
    receiver.answer((n) => (n === 0 ? 'hang' : { status: 200 }));
    try {
      const ids = await seedIds(t);
      const careers = ids.site('acme/careers');
      const token = await t.login('admin@acme.test');
      const created = await t.request({
        method: 'POST',
        url: '/portal/v1/site/webhooks',
        token,
        scope: { sid: careers },
        payload: { url: receiver.url, events: ['application.created'] },
      });
      const { uuid } = created.json<{ data: { uuid: string } }>().data;
      const job = await jobOf(t, careers, 'Dental Receptionist');
      expect((await apply(t, DOMAINS.careers, job.uuid, { email: 'hang@crash.test' })).statusCode).toBe(201);
      const start = new Date();
      await deliverDueWebhooks(t.deps, 10, { now: () => start });
      const log = async () =>
        (
          await t.request({
            method: 'GET',
            url: `/portal/v1/site/webhooks/${uuid}/deliveries`,
            token,
            scope: { sid: careers },
          })
        ).json<{ data: { state: string; error: string | null; attempts: number }[] }>().data;
      expect(await log()).toMatchObject([{ state: 'pending', attempts: 1, error: 'no answer within 500 ms' }]);
      await deliverDueWebhooks(t.deps, 10, { now: () => new Date(start.getTime() + 10_000) });
      expect(await log()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
    } finally {
      await receiver.close();
      await t.close();
    }
  });
});
