import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { deliverMail, recordMail, requeueStaleMails, SENDING_STALE_SECONDS } from '../src/mail/outbox.js';
import { useTestApp } from './helper.js';

const t = useTestApp({}, { worker: true });

/** The .eml files addressed to `address`, found by their To: header (file names carry no address). */
const emlFor = (address: string) => {
  const dir = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n').includes(`To: ${address}`));
};

/** The Message-ID header of an outbox file. */
const messageIdIn = (file: string | undefined) =>
  /^Message-ID: (.+)$/im.exec(fs.readFileSync(path.join(t.dataDir, 'mail', file ?? ''), 'utf8'))?.[1];

async function statusOf(id: number) {
  return (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
}

describe('the mail outbox', () => {
  it('delivers a mail once even when two jobs for it run together', async () => {
    const id = await recordMail(t.deps.db, { to: 'twice@acme.test', subject: 'Once only', text: 'Hello' });
    await Promise.all([deliverMail(t.deps.db, t.deps.mailer, id), deliverMail(t.deps.db, t.deps.mailer, id)]);
    expect(emlFor('twice@acme.test')).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('queues again a mail whose job was lost, and the worker delivers it', async () => {
    const id = await recordMail(t.deps.db, { to: 'lost@acme.test', subject: 'Lost job', text: 'Hello' });
    await t.deps.db.execute(sql`update mail_outbox set created_at = now() - interval '1 hour' where id = ${id}`);
    const fresh = await recordMail(t.deps.db, { to: 'fresh@acme.test', subject: 'Not stale yet', text: 'Hello' });

    expect(await requeueStaleMails(t.deps.db, t.deps.queue)).toBe(1);
    for (let i = 0; i < 75 && (await statusOf(id))?.status !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 200));
    expect((await statusOf(id))?.status).toBe('sent');
    expect(emlFor('lost@acme.test')).toHaveLength(1);
    expect((await statusOf(fresh))?.status).toBe('pending');
  });

  it('queues again a mail left sending by a dead worker, and sends it with the same Message-ID', async () => {
    const id = await recordMail(t.deps.db, { to: 'killed@acme.test', subject: 'Worker died', text: 'Hello' });
    await deliverMail(t.deps.db, t.deps.mailer, id);
    const [first] = emlFor('killed@acme.test');
    const messageId = messageIdIn(first);
    expect(messageId).toMatch(/^<outbox-\d+-\d+@.+>$/);
    // A worker killed between its claim and the outcome leaves the row sending, claimed long ago.
    await t.deps.db.execute(
      sql`update mail_outbox set status = 'sending', claimed_at = now() - make_interval(secs => ${SENDING_STALE_SECONDS + 5}) where id = ${id}`,
    );

    expect(await requeueStaleMails(t.deps.db, t.deps.queue)).toBe(1);
    for (let i = 0; i < 75 && emlFor('killed@acme.test').length < 2; i++) await new Promise((r) => setTimeout(r, 200));
    const files = emlFor('killed@acme.test');
    expect(files).toHaveLength(2);
    expect(files.map(messageIdIn)).toEqual([messageId, messageId]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves a mail being sent right now to its worker', async () => {
    const id = await recordMail(t.deps.db, { to: 'busy@acme.test', subject: 'In flight', text: 'Hello' });
    await t.deps.db.execute(sql`update mail_outbox set status = 'sending', claimed_at = now() where id = ${id}`);
    expect(await requeueStaleMails(t.deps.db, t.deps.queue)).toBe(0);
    await deliverMail(t.deps.db, t.deps.mailer, id);
    expect(emlFor('busy@acme.test')).toHaveLength(0);
    expect(await statusOf(id)).toMatchObject({ status: 'sending', attempts: 0 });
  });
});
