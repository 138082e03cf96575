import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { deliverMail } from '../../mail/outbox.js';
import { apply, DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';

// Links are built on PUBLIC_URL's scheme and port with the site's own primary domain (decision 0064).
const t = useTestApp({ PUBLIC_URL: 'https://portal.example.com:8443' });
const careers = () => t.ids.site('acme/careers');
const RIGHT_TO_WORK = { '0': 'yes', '1': 'Mornings' };
const FIVE = [
  'kb@bakery.example',
  'hr@bakery.example',
  'chef@bakery.example',
  'owner@bakery.example',
  'ops@bakery.example',
];

async function setAddresses(jobId: number, emails: readonly string[]) {
  await t.deps.db.execute(
    sql`update jobs set application_emails = ${JSON.stringify(emails)}::jsonb where id = ${jobId}`,
  );
}

async function mailsTo(addresses: readonly string[]) {
  return queryRows<{ id: number; to_address: string; subject: string; text_body: string; html_body: string }>(
    t.deps.db,
    sql`select id, to_address, subject, text_body, html_body from mail_outbox
        where to_address in (${sql.join(
          addresses.map((a) => sql`${a}`),
          sql`, `,
        )}) order by id`,
  );
}

async function historyOf(uuid: string) {
  return queryRows<{ notified: string[]; mailed_to: string[] }>(
    t.deps.db,
    sql`select h.notified, h.mailed_to from application_history h join applications a on a.id = h.application_id
        where a.uuid = ${uuid}`,
  );
}

describe('an application is mailed to the addresses its job names (decision 0064)', () => {
  it('records one mail per address of a job with five, in the site wording, with the answers and a link on the site domain, nothing attached', async () => {
    const job = await jobOf(t, careers(), 'Pastry Chef');
    await setAddresses(job.id, FIVE);
    const res = await apply(t, DOMAINS.careers, job.uuid, {
      first_name: 'Nadia',
      last_name: 'Baker',
      email: 'nadia.baker@example.test',
      phone: '+44 20 7946 0011',
      answers: RIGHT_TO_WORK,
      resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
    });
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json().data as { uuid: string };

    const mails = await mailsTo(FIVE);
    expect(mails.map((m) => m.to_address).sort()).toEqual([...FIVE].sort());
    const link = `https://localhost:8443/acme/careers/applications/${uuid}`;
    const [resume] = await queryRows<{ resume_file_id: string }>(
      t.deps.db,
      sql`select resume_file_id from applications where uuid = ${uuid}`,
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('New application for "Pastry Chef": Nadia Baker');
      expect(mail.text_body).toContain('Nadia Baker applied for "Pastry Chef" with Acme Bakery on Acme Careers.');
      expect(mail.text_body).toContain('Email: nadia.baker@example.test');
      expect(mail.text_body).toContain('Phone: +44 20 7946 0011');
      expect(mail.text_body).toContain('Do you have the right to work here? yes');
      expect(mail.text_body).toContain('Which shift suits you best? Mornings');
      expect(mail.text_body.split(/\s+/)).toContain(link);
      expect(mail.html_body).toContain(`href="${link}"`);
      // The resume is reachable only through the signed-in page: never its file, nor a file link.
      expect(`${mail.text_body}${mail.html_body}`).not.toContain(resume?.resume_file_id);
      expect(`${mail.text_body}${mail.html_body}`).not.toContain('/files/');
    }

    // The application's activity names who was mailed, and the staff API says so.
    expect(await historyOf(uuid)).toEqual([{ notified: ['candidate'], mailed_to: FIVE }]);
    const admin = await t.login('admin@acme.test');
    const activity = await t.request({
      method: 'GET',
      url: `/portal/v1/applications/${uuid}/activity`,
      token: admin,
      scope: { sid: careers() },
    });
    expect(activity.statusCode).toBe(200);
    expect(activity.json().data.activity[0].mailed_to).toEqual(FIVE);
  });

  it('mails nobody but the candidate for a job that names no address', async () => {
    const job = await jobOf(t, careers(), 'Dental Receptionist');
    await setAddresses(job.id, []);
    const [before] = await queryRows<{ last: number }>(
      t.deps.db,
      sql`select coalesce(max(id), 0)::int as last from mail_outbox`,
    );
    const res = await apply(t, DOMAINS.careers, job.uuid, { email: 'no.employer.mail@example.test' });
    expect(res.statusCode).toBe(201);
    const recorded = await queryRows<{ to_address: string }>(
      t.deps.db,
      sql`select to_address from mail_outbox where id > ${before?.last ?? 0}`,
    );
    expect(recorded).toEqual([{ to_address: 'no.employer.mail@example.test' }]);
    expect((await historyOf(res.json().data.uuid))[0]?.mailed_to).toEqual([]);
  });

  it('never mails the job addresses twice: not for a second application of the address, nor for a retried delivery', async () => {
    const job = await jobOf(t, careers(), 'Pastry Chef');
    const addresses = ['once@bakery.example'];
    await setAddresses(job.id, addresses);
    const first = await apply(t, DOMAINS.careers, job.uuid, {
      email: 'twice.applied@example.test',
      answers: RIGHT_TO_WORK,
    });
    const again = await apply(t, DOMAINS.careers, job.uuid, {
      email: 'twice.applied@example.test',
      answers: RIGHT_TO_WORK,
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const mails = await mailsTo(addresses);
    expect(mails).toHaveLength(1);

    // The queue may run a mail's job twice (a retry after a lost answer): one delivery.
    const id = mails[0]?.id ?? 0;
    await Promise.all([deliverMail(t.deps.db, t.deps.mailer, id), deliverMail(t.deps.db, t.deps.mailer, id)]);
    await deliverMail(t.deps.db, t.deps.mailer, id);
    const dir = path.join(t.dataDir, 'mail');
    const delivered = fs
      .readdirSync(dir)
      .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').split(/\r?\n/).includes('To: once@bakery.example'));
    expect(delivered).toHaveLength(1);
  });

  it("builds the link on the applying site's own domain and path, never another site's", async () => {
    const [other] = await queryRows<{ id: number; uuid: string }>(
      t.deps.db,
      sql`select id, uuid from jobs where site_id = ${t.ids.site('acme/jobs')} and status = 'live'
          and apply_on is distinct from 'external' and screening_questions = '[]'::jsonb order by id limit 1`,
    );
    if (!other) throw new Error('no open live job on acme/jobs');
    await setAddresses(other.id, ['hiring@northwind.example']);
    const res = await apply(t, DOMAINS.acmeJobs, other.uuid, { email: 'tenant.check@example.test' });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(['hiring@northwind.example']);
    const links = `${mail?.text_body ?? ''}`.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toEqual([`https://127.0.0.1:8443/acme/jobs/applications/${res.json().data.uuid}`]);
    expect(mail?.text_body).not.toContain('localhost');
    expect(mail?.text_body).not.toContain('/careers/');
  });

  it("is worded as the site saved the new kind in Settings → Emails, and the link is still the application's", async () => {
    const admin = await t.login('admin@acme.test');
    const saved = await t.request({
      method: 'PUT',
      url: '/portal/v1/site/mail-templates/application_to_employer',
      token: admin,
      scope: { sid: careers() },
      payload: { subject: 'Candidate for {{job_title}}', body: 'From {{candidate_name}}.\n\nOpen: {{link}}' },
    });
    expect(saved.statusCode).toBe(200);
    const job = await jobOf(t, careers(), 'Dental Receptionist');
    await setAddresses(job.id, ['worded@bakery.example']);
    const res = await apply(t, DOMAINS.careers, job.uuid, { first_name: 'Wren', email: 'wren@example.test' });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(['worded@bakery.example']);
    expect(mail?.subject).toBe('Candidate for Dental Receptionist');
    expect(mail?.text_body).toBe(
      `From Wren Jones.\n\nOpen: https://localhost:8443/acme/careers/applications/${res.json().data.uuid}`,
    );
  });
});
