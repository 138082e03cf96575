import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { deliverMail, recordMail, requeueStaleMails } from '../src/mail/outbox.js';
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
});
