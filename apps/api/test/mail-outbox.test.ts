import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { deliverMail, recordMail, requeueStaleMails } from '../src/mail/outbox.js';
import { useTestApp } from './helper.js';
import { until } from './until.js';

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
    await until('the requeued mail is sent', async () => (await statusOf(id))?.status === 'sent', 15_000);
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
    // A worker killed between its claim and the outcome, whose job's retries ran out, leaves the row
    // sending, its claim not renewed for long.
    await t.deps.db.execute(
      sql`update mail_outbox set status = 'sending', claimed_at = now() - interval '1 hour' where id = ${id}`,
    );

    expect(await requeueStaleMails(t.deps.db, t.deps.queue)).toBe(1);
    for (let i = 0; i < 75 && emlFor('killed@acme.test').length < 2; i++) await new Promise((r) => setTimeout(r, 200));
    const files = emlFor('killed@acme.test');
    expect(files).toHaveLength(2);
    expect(files.map(messageIdIn)).toEqual([messageId, messageId]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('queues again a failed mail whose job’s retries are spent, and the worker delivers it (decision 0096)', async () => {
    const id = await recordMail(t.deps.db, { to: 'outlasted@acme.test', subject: 'Long outage', text: 'Hello' });
    // The SMTP server was down for longer than the job's five retries: the last try was long ago.
    await t.deps.db.execute(
      sql`update mail_outbox set status = 'failed', attempts = 6, last_error = 'connect ECONNREFUSED',
          claimed_at = now() - interval '1 hour' where id = ${id}`,
    );
    const tried = await recordMail(t.deps.db, { to: 'just-tried@acme.test', subject: 'Retry pending', text: 'Hello' });
    await t.deps.db.execute(
      sql`update mail_outbox set status = 'failed', attempts = 1, claimed_at = now() where id = ${tried}`,
    );

    expect(await requeueStaleMails(t.deps.db, t.deps.queue)).toBe(1);
    await until('the requeued mail is sent', async () => (await statusOf(id))?.status === 'sent', 15_000);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 7 });
    expect(emlFor('outlasted@acme.test')).toHaveLength(1);
    expect((await statusOf(tried))?.status).toBe('failed');
  });

  it('gives up a mail still failing after 3 days: refused, with its last error kept (decision 0096)', async () => {
    const id = await recordMail(t.deps.db, { to: 'gone@acme.test', subject: 'Too late', text: 'Hello' });
    await t.deps.db.execute(
      sql`update mail_outbox set status = 'failed', last_error = 'connect ECONNREFUSED',
          created_at = now() - interval '4 days', claimed_at = now() - interval '1 hour' where id = ${id}`,
    );
    await requeueStaleMails(t.deps.db, t.deps.queue);
    expect(await statusOf(id)).toMatchObject({
      status: 'refused',
      last_error: 'Not delivered within 3 days: connect ECONNREFUSED',
    });
    await deliverMail(t.deps.db, t.deps.mailer, id);
    expect(emlFor('gone@acme.test')).toHaveLength(0);
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

describe('a mail the SMTP server accepted while the database was gone (decision 0060)', () => {
  it('is recorded sent once the database answers, and never sent again', async () => {
    // The database refuses to record `sent` as a lost connection does, until the test brings it back.
    await t.deps.database.executeSql(`
      create table record_outage (down boolean);
      create sequence record_attempts;
      create function refuse_sent() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and exists (select 1 from record_outage) then
          perform nextval('record_attempts');
          raise exception 'terminating connection due to administrator command' using errcode = '57P01';
        end if;
        return new;
      end $$;
      create trigger refuse_sent before update on mail_outbox for each row execute function refuse_sent();
      insert into record_outage values (true);`);
    try {
      const id = await recordMail(t.deps.db, { to: 'outage@acme.test', subject: 'During an outage', text: 'Hello' });
      const delivery = deliverMail(t.deps.db, t.deps.mailer, id);
      const refused = delivery.then(
        () => undefined,
        (error: unknown) => error,
      );
      for (let i = 0; i < 100 && !(await recordRefused()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(emlFor('outage@acme.test')).toHaveLength(1);

      // Meanwhile another worker's job for the mail (a retry, a sweep) runs: it must not send it again.
      await deliverMail(t.deps.db, t.deps.mailer, id).catch(() => undefined);
      expect(emlFor('outage@acme.test')).toHaveLength(1);

      await t.deps.db.execute(sql`delete from record_outage`);
      expect(await refused).toBeUndefined();
      expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
      // A retry that comes later still finds it sent.
      await deliverMail(t.deps.db, t.deps.mailer, id);
      expect(emlFor('outage@acme.test')).toHaveLength(1);
    } finally {
      await t.deps.database.executeSql(`
        drop trigger refuse_sent on mail_outbox; drop function refuse_sent();
        drop sequence record_attempts; drop table record_outage;`);
    }
  });
});

/** Whether the database refused at least one record of `sent`. */
async function recordRefused() {
  const [row] = await queryRows<{ is_called: boolean }>(t.deps.db, sql`select is_called from record_attempts`);
  return row?.is_called === true;
}
