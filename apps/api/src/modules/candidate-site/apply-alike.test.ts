import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, seekerOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';

// Decision 0061: applying tells nobody whether an address is known; its owner is told by mail,
// and the apply route's mails to one address are limited.
const t = useTestApp({ CANDIDATE_MAILS_MAX_PER_RECIPIENT: '3' });
const careers = () => t.ids.site('acme/careers');

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.deps.db, query))[0]?.n ?? -1;
const fileCount = () => count(sql`select count(*)::int as n from files`);
const mailsTo = (address: string) =>
  queryRows<{ subject: string; text_body: string }>(
    t.deps.db,
    sql`select subject, text_body from mail_outbox where lower(to_address) = ${address} order by id`,
  );

describe('POST /portal/v1/public/sites/{domain}/jobs/{uuid}/apply answers alike', () => {
  it('answers a second application to a job as a first one, records nothing and tells the owner', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const first = await apply(t, DOMAINS.careers, dental.uuid, { first_name: 'Ola', email: 'twice@example.test' });
    expect(first.statusCode).toBe(201);
    const before = await fileCount();
    const again = await apply(t, DOMAINS.careers, dental.uuid, {
      first_name: 'Mallory',
      email: 'Twice@Example.test',
      resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
    });
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json().data).sort()).toEqual(['status', 'uuid']);
    expect(again.json().data.status).toBe('applied');
    expect(again.json().data.uuid).not.toBe(first.json().data.uuid);
    expect(await count(sql`select count(*)::int as n from applications where uuid = ${again.json().data.uuid}`)).toBe(
      0,
    );
    expect((await jobOf(t, careers(), 'Dental Receptionist')).applications_count).toBe(dental.applications_count + 1);
    expect((await seekerOf(t, careers(), 'twice@example.test'))?.applications_count).toBe(1);
    expect(await fileCount()).toBe(before);
    const mails = await mailsTo('twice@example.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We received your application for "Dental Receptionist"',
      'An application for "Dental Receptionist" with your address',
    ]);
    // The owner's stored name, never the one typed; the reason, for the owner alone.
    expect(mails[1]?.text_body).toContain('Hello Ola,');
    expect(mails[1]?.text_body).not.toContain('Mallory');
    expect(mails[1]?.text_body).toContain(MESSAGES.alreadyApplied);
  });

  it('answers a disabled seeker as anyone else, and tells them by mail', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    await t.deps.db.execute(
      sql`insert into seekers (site_id, first_name, last_name, name, email, status) values (${careers()}, 'Dee', 'Abled', 'Dee Abled', 'gone@example.test', 'disabled')`,
    );
    const res = await apply(t, DOMAINS.careers, dental.uuid, { email: 'GONE@example.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('applied');
    expect((await seekerOf(t, careers(), 'gone@example.test'))?.applications_count).toBe(0);
    const [notice] = await mailsTo('gone@example.test');
    expect(notice?.text_body).toContain('Hello Dee,');
    expect(notice?.text_body).toContain(MESSAGES.seekerDisabled);
  });

  it('sends one address at most CANDIDATE_MAILS_MAX_PER_RECIPIENT mails, and still takes the applications', async () => {
    const address = 'busy@example.test';
    const applications = [
      [DOMAINS.careers, (await jobOf(t, careers(), 'Dental Receptionist')).uuid, {}],
      [DOMAINS.careers, (await jobOf(t, careers(), 'Pastry Chef')).uuid, { '0': 'yes', '1': 'Mornings' }],
      [DOMAINS.acmeJobs, (await jobOf(t, t.ids.site('acme/jobs'), 'Dental Receptionist')).uuid, {}],
      [DOMAINS.talent, (await jobOf(t, t.ids.site('globex/talent'), 'Dental Receptionist')).uuid, {}],
    ] as const;
    for (const [domain, uuid, answers] of applications) {
      expect((await apply(t, domain, uuid, { email: address, answers })).statusCode).toBe(201);
    }
    expect((await seekerOf(t, careers(), address))?.applications_count).toBe(2);
    expect(await mailsTo(address)).toHaveLength(3);
  });
  it('refuses a name carrying a web address or an email address with the one-line rule', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await apply(t, DOMAINS.careers, dental.uuid, {
      email: 'linky@example.test',
      first_name: 'Win a prize at evil.com',
      last_name: 'mail me@evil.test',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: [MESSAGES.nameWithoutLinks],
      last_name: [MESSAGES.nameWithoutLinks],
    });
  });
});
