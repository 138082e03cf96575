// npm run bench:mail — mails per second one worker sends (decision 0060): BENCH_MAILS (200) bulk
// notices queued at once, then one urgent mail (an export's), delivered to a local SMTP catcher that
// answers each message after BENCH_SMTP_DELAY_MS (50), as a real server's queueing does.
//   without DATABASE_URL: PGlite in memory; with DATABASE_URL: that PostgreSQL database (migrated by
//   the start). MAIL_CONCURRENCY as the worker reads it (default 8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { registerWorkers } from '../src/workers/workers.js';
import { queueMails, recordMail } from '../src/mail/outbox.js';
import { startRuntime } from '../src/runtime.js';
import { startSmtpCatcher } from '../test/smtp-catcher.js';

const MAILS = Number(process.env.BENCH_MAILS ?? 200);
const DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 50);
const url = process.env.DATABASE_URL;
const smtp = await startSmtpCatcher({ hold: 0, answerDelayMs: DELAY_MS });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-mail-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  WORKER: 'off',
  SMTP_URL: smtp.url,
  SEED: 'off',
});
const runtime = await startRuntime(config, { worker: false, log: { info: () => undefined } });

const run = Date.now();
const bulk: number[] = [];
for (let i = 0; i < MAILS; i++) {
  bulk.push(await recordMail(runtime.db, { to: `bulk-${i}@bench.test`, subject: `Notice ${run}`, text: 'Hello' }));
}
await queueMails(runtime.queue, bulk, 'bulk');
const urgent = await recordMail(runtime.db, { to: 'urgent@bench.test', subject: `Export ${run}`, text: 'Ready' });
await queueMails(runtime.queue, [urgent], 'urgent');

const started = performance.now();
const stopWorkers = await registerWorkers(runtime);
const ours = (mail: { raw: string }) => mail.raw.includes(`${run}`);
const urgentMail = await smtp.next('delivered', (mail) => mail.raw.includes(`Subject: Export ${run}`));
const urgentAfter = performance.now() - started;
const urgentPlace = smtp.delivered.filter(ours).indexOf(urgentMail) + 1;
while (smtp.delivered.filter(ours).length < MAILS + 1) await new Promise((resolve) => setTimeout(resolve, 20));
const seconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify({
    database: url ? 'postgres' : 'pglite',
    mails: MAILS + 1,
    smtp_answer_delay_ms: DELAY_MS,
    mail_concurrency: process.env.MAIL_CONCURRENCY ?? 'default',
    seconds: Number(seconds.toFixed(2)),
    mails_per_second: Number(((MAILS + 1) / seconds).toFixed(1)),
    most_in_flight_at_the_smtp_server: smtp.counts.mostInFlight,
    urgent_mail_sent_after_ms: Math.round(urgentAfter),
    urgent_mail_place: urgentPlace,
  }),
);
await stopWorkers();
await runtime.shutdown();
await smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
