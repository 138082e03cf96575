import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { messageKeyOf, queueMails, recordMail } from '../src/mail/outbox.js';
import { buildTestApp, type TestApp } from './helper.js';
import { startSmtpCatcher } from './smtp-catcher.js';
import { until } from './until.js';

// A real SMTP server on a socket, stopped, refusing for now (421) or refusing a recipient for good
// (550), while the worker delivers the outbox through it (decision 0096).
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ hold: 0 });
  t = await buildTestApp({ SMTP_URL: smtp.url }, { worker: true, database: 'migrated' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rowOf = async (id: number) => (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** Records a mail and queues its delivery, as every feature does after its transaction commits. */
async function queueMail(to: string) {
  const id = await recordMail(t.deps.db, { to, subject: `For ${to}`, text: 'Hello' });
  await queueMails(t.deps.queue, [id], 'urgent');
  const row = await rowOf(id);
  if (!row) throw new Error('mail not recorded');
  // The Message-ID the mailer builds from the row, the same on every try.
  const domain = /@([A-Za-z0-9.-]+)/.exec(t.deps.config.MAIL_FROM)?.[1] ?? 'portal.invalid';
  return { id, messageId: `<${messageKeyOf(row)}@${domain}>` };
}

const deliveredWith = (messageId: string) => smtp.delivered.filter((m) => m.messageId === messageId);

/** The states of the mail.send jobs of one mail, in pg-boss's own table. */
const jobStatesOf = async (id: number) =>
  (
    await queryRows<{ state: string }>(
      t.deps.db,
      sql`select state from pgboss.job where name = 'mail.send' and (data->>'id')::int = ${id}`,
    )
  ).map((r) => r.state);

describe('mail while the SMTP server is down or refusing (decision 0096)', () => {
  it('keeps a mail queued while the server is stopped, and sends it once when the server is back', async () => {
    await smtp.stop();
    const mail = await queueMail('down@acme.test');
    const failed = await until('the first try failed', async () => {
      const row = await rowOf(mail.id);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The job is failed after the row is: it then waits for its retry.
    await until('the job waits for its retry', async () => (await jobStatesOf(mail.id)).includes('retry'));

    await smtp.start();
    await smtp.next('delivered', (m) => m.messageId === mail.messageId);
    const sent = await until('recorded sent', async () => {
      const row = await rowOf(mail.id);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(2);
    await until('the job completed', async () => (await jobStatesOf(mail.id)).includes('completed'));
    expect(await jobStatesOf(mail.id)).toEqual(['completed']);
    expect(deliveredWith(mail.messageId)).toHaveLength(1);
  });

  it('tries again after a 421 "try later" and sends the mail once the server takes mail', async () => {
    smtp.refusals.greeting = '421 4.3.2 Service not available, try again later';
    // A restart cuts the connections the mailer's pool keeps, so the next mail meets the 421.
    await smtp.stop();
    await smtp.start();
    const mail = await queueMail('busy@acme.test');
    const failed = await until('the 421 recorded', async () => {
      const row = await rowOf(mail.id);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.last_error).toContain('421');

    smtp.refusals.greeting = undefined;
    await smtp.next('delivered', (m) => m.messageId === mail.messageId);
    await until('recorded sent', async () => (await rowOf(mail.id))?.status === 'sent');
    expect(deliveredWith(mail.messageId)).toHaveLength(1);
  });

  it('records a 550 on the mail as refused, with the server’s reason, and does not try it again', async () => {
    smtp.refusals.rcpt = (to) => (to === 'nobody@acme.test' ? '550 5.1.1 <nobody@acme.test>: user unknown' : undefined);
    const mail = await queueMail('nobody@acme.test');
    const refused = await until('the refusal recorded', async () => {
      const row = await rowOf(mail.id);
      return row?.status === 'refused' || row?.status === 'failed' ? row : undefined;
    });
    expect(refused.status).toBe('refused');
    expect(refused.last_error).toContain('550 5.1.1');
    expect(refused.attempts).toBe(1);
    // The job ended: pg-boss holds no retry for it.
    await until('the job completed', async () => (await jobStatesOf(mail.id)).includes('completed'));
    expect(await jobStatesOf(mail.id)).toEqual(['completed']);
    expect(deliveredWith(mail.messageId)).toHaveLength(0);
    smtp.refusals.rcpt = undefined;
  });
});
