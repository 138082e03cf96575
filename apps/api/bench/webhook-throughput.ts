// npm run bench:webhooks — webhook deliveries per second one worker process makes (decision 0106):
// BENCH_EVENTS (500) application.created events emitted for one endpoint, delivered by the worker's
// loop to a local receiver that answers each after BENCH_RECEIVER_DELAY_MS (20), first with every
// event its own subject (deliveries side by side, WEBHOOK_CONCURRENCY at once), then all of one subject
// (in order: one at a time).
//   without DATABASE_URL: PGlite under a temporary DATA_DIR; with DATABASE_URL: that PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { webhookEndpoints } from '../src/db/schema/index.js';
import { emitWebhookEvent, startWebhookDispatcher } from '../src/modules/webhooks/index.js';
import { startRuntime } from '../src/runtime.js';
import { startReceiver } from '../test/webhook-receiver.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const DELAY_MS = Number(process.env.BENCH_RECEIVER_DELAY_MS ?? 20);
const receiver = await startReceiver();
// A receiver that answers after DELAY_MS, as a real one's processing does.
receiver.answer(() => ({ status: 200, body: 'ok', delayMs: DELAY_MS }));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-webhooks-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  WORKER: 'off',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
});
const runtime = await startRuntime(config, { worker: false, log: { info: () => undefined } });
const [site] = await queryRows<{ id: number }>(runtime.db, sql`select id from sites order by id limit 1`);
if (!site) throw new Error('no site: the bench needs the demo seed');
const siteId = site.id;

async function run(label: string, subjectOf: (i: number) => string) {
  await runtime.db.delete(webhookEndpoints);
  await runtime.db.insert(webhookEndpoints).values({
    site_id: siteId,
    url: receiver.url,
    events: ['application.created'],
    secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
  });
  for (let i = 0; i < EVENTS; i++) {
    await emitWebhookEvent(runtime.db, {
      siteId: siteId,
      event: 'application.created',
      subject: { type: 'application', key: subjectOf(i) },
      data: { i },
    });
  }
  receiver.received.splice(0);
  const started = performance.now();
  const stop = startWebhookDispatcher(runtime, { pollMs: 50 });
  await receiver.until(EVENTS);
  const seconds = (performance.now() - started) / 1000;
  await stop();
  return {
    run: label,
    events: EVENTS,
    seconds: Number(seconds.toFixed(2)),
    per_second: Number((EVENTS / seconds).toFixed(1)),
  };
}

const results = [await run('one subject each', (i) => `bench-${i}`), await run('all one subject', () => 'bench')];
console.log(
  JSON.stringify({
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    receiver_answer_delay_ms: DELAY_MS,
    webhook_concurrency: config.WEBHOOK_CONCURRENCY,
    results,
  }),
);
await runtime.shutdown();
await receiver.close();
fs.rmSync(dataDir, { recursive: true, force: true });
