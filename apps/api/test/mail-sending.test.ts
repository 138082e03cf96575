import { describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/workers/workers.js';
import { queueMails, recordMail } from '../src/mail/outbox.js';
import { buildTestApp } from './helper.js';
import { startSmtpCatcher } from './smtp-catcher.js';

/** Fails instead of waiting forever when what is awaited never happens. */
function within<T>(what: string, promise: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Resolves once the catcher holds `n` messages unanswered. */
const heldCount = (smtp: { held: unknown[] }, n: number) =>
  new Promise<void>((resolve) => {
    const check = () => (smtp.held.length >= n ? resolve() : void setTimeout(check, 20));
    check();
  });

describe('sending mail (decision 0060)', () => {
  it('has several mails in flight at once to the SMTP server, up to MAIL_CONCURRENCY', async () => {
    // The server reads each message and never answers: only concurrent sending gets a second one to it.
    const smtp = await startSmtpCatcher({ hold: 3 });
    const t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_CONCURRENCY: '3' }, { worker: true, database: 'migrated' });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 4; i++)
        ids.push(await recordMail(t.deps.db, { to: `n${i}@acme.test`, subject: 'N', text: 'Hi' }));
      await queueMails(t.deps.queue, ids, 'bulk');

      await within('three mails held at once', heldCount(smtp, 3));
      expect(smtp.held.map((m) => /^To: (.+)$/m.exec(m.raw)?.[1]).sort()).toEqual([
        'n0@acme.test',
        'n1@acme.test',
        'n2@acme.test',
      ]);
      expect(smtp.delivered).toHaveLength(0);
    } finally {
      await smtp.close();
      await t.close();
    }
  });

  it('sends a mail a person waits for before the bulk notices queued ahead of it', async () => {
    const smtp = await startSmtpCatcher({ hold: 0 });
    const t = await buildTestApp({ SMTP_URL: smtp.url }, { worker: false, database: 'migrated' });
    let stopWorkers: () => Promise<void> = async () => undefined;
    try {
      const bulk: number[] = [];
      for (let i = 0; i < 200; i++) {
        bulk.push(await recordMail(t.deps.db, { to: `notice-${i}@acme.test`, subject: 'Notice', text: 'Hi' }));
      }
      await queueMails(t.deps.queue, bulk, 'bulk');
      const exportMail = await recordMail(t.deps.db, { to: 'admin@acme.test', subject: 'Export ready', text: 'Hi' });
      await queueMails(t.deps.queue, [exportMail], 'urgent');

      stopWorkers = await registerWorkers(t.deps);
      const sent = await within(
        'the export mail',
        smtp.next('delivered', (m) => m.raw.includes('Subject: Export ready')),
      );
      // Sent among the first batch taken, not after the 200 queued before it.
      expect(smtp.delivered.indexOf(sent)).toBeLessThan(20);
    } finally {
      await stopWorkers();
      await smtp.close();
      await t.close();
    }
  });
});
