import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, seekerOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const RIGHT_TO_WORK = { '0': 'yes', '1': 'Mornings' };

async function applicationOf(uuid: string) {
  const [row] = await queryRows<{
    id: number;
    status: string;
    knocked_out: boolean;
    site_id: number;
    employer_id: number;
    resume_file_id: string | null;
    answers: { question: string; answer: unknown; knocked_out: boolean }[];
  }>(t.deps.db, sql`select * from applications where uuid = ${uuid}`);
  if (!row) throw new Error('no application');
  return row;
}

describe('POST /portal/v1/public/sites/{domain}/jobs/{uuid}/apply', () => {
  it('applies with a resume and a document: both stored as private files of the site, read only by its staff', async () => {
    const job = await jobOf(t, careers(), 'Pastry Chef');
    const res = await apply(t, DOMAINS.careers, job.uuid, {
      email: 'new.person@example.test',
      answers: RIGHT_TO_WORK,
      resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
      documents: [{ filename: 'letter.docx', data: await sample.docxBytes() }],
    });
    expect(res.statusCode).toBe(201);
    const { uuid, status } = res.json().data;
    expect(status).toBe('applied');

    const application = await applicationOf(uuid);
    expect(application.site_id).toBe(careers());
    expect(application.answers).toEqual([
      { question: 'Do you have the right to work here?', kind: 'yes_no', answer: 'yes', knocked_out: false },
      { question: 'Which shift suits you best?', kind: 'single_choice', answer: 'Mornings', knocked_out: false },
    ]);
    const resumeId = application.resume_file_id;
    expect(resumeId).toBeTruthy();
    const [file] = await queryRows<{ site_id: number; kind: string; created_by: number | null }>(
      t.deps.db,
      sql`select site_id, kind, created_by from files where id = ${resumeId}`,
    );
    expect(file).toEqual({ site_id: careers(), kind: 'resume', created_by: null });
    const docs = await queryRows<{ kind: string }>(
      t.deps.db,
      sql`select f.kind from seeker_documents d join files f on f.id = d.file_id where d.application_id = ${application.id}`,
    );
    expect(docs).toEqual([{ kind: 'document' }]);
    expect((await seekerOf(t, careers(), 'new.person@example.test'))?.resume_file_id).toBe(resumeId);

    // Served to the site's staff; not to a user of another site, nor by its link alone.
    const admin = await t.login('admin@acme.test');
    const served = await t.request({
      method: 'GET',
      url: `/portal/v1/files/${resumeId}/content`,
      token: admin,
      scope: { sid: careers() },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sample.pdfBytes())).toBe(true);
    const owner = await t.login('owner@acme.test');
    const otherSite = await t.request({
      method: 'GET',
      url: `/portal/v1/files/${resumeId}/content`,
      token: owner,
      scope: { sid: t.ids.site('acme/jobs') },
    });
    expect(otherSite.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/${resumeId}` })).statusCode).toBe(404);
  });

  it('bumps the job and seeker counters and queues the application_received mail through the site', async () => {
    const job = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await apply(t, DOMAINS.careers, job.uuid, { first_name: 'Mia', email: 'mia@example.test' });
    expect(res.statusCode).toBe(201);
    expect((await jobOf(t, careers(), 'Dental Receptionist')).applications_count).toBe(job.applications_count + 1);
    expect((await seekerOf(t, careers(), 'mia@example.test'))?.applications_count).toBe(1);
    const mails = await queryRows<{ subject: string; text_body: string }>(
      t.deps.db,
      sql`select subject, text_body from mail_outbox where to_address = 'mia@example.test'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('We received your application for "Dental Receptionist"');
    expect(mails[0]?.text_body).toContain('Hello Mia,');
    expect(mails[0]?.text_body).toContain('Acme Careers');
  });

  it('reuses the seeker of the site by email, whatever its case, and never rewrites who they are: the application keeps what it was sent with', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const first = await apply(t, DOMAINS.careers, dental.uuid, {
      email: 'Reuse.Me@Example.test',
      last_name: 'Old',
      phone: '+1 555 0100',
      resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
    });
    expect(first.statusCode).toBe(201);
    const firstResume = (await applicationOf(first.json().data.uuid)).resume_file_id;
    // Someone else who knows the address applies with another name, phone and resume.
    const second = await apply(t, DOMAINS.careers, pastry.uuid, {
      email: 'reuse.me@example.TEST',
      first_name: 'Mallory',
      last_name: 'New',
      phone: '+1 555 0199',
      answers: RIGHT_TO_WORK,
      resume: { filename: 'other.pdf', data: sample.pdfBytes() },
    });
    expect(second.statusCode).toBe(201);
    const [count] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from seekers where site_id = ${careers()} and lower(email) = 'reuse.me@example.test'`,
    );
    expect(count?.n).toBe(1);
    const seeker = await seekerOf(t, careers(), 'reuse.me@example.test');
    expect(seeker).toMatchObject({ name: 'Casey Old', applications_count: 2, resume_file_id: firstResume });
    const [phone] = await queryRows<{ phone: string }>(
      t.deps.db,
      sql`select phone from seekers where id = ${seeker?.id}`,
    );
    expect(phone?.phone).toBe('+1 555 0100');

    // Staff read each application as it was sent: its own name, phone and resume.
    const admin = await t.login('admin@acme.test');
    const overviewOf = async (uuid: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/portal/v1/applications/${uuid}/overview`,
          token: admin,
          scope: { sid: careers() },
        })
      ).json().data;
    expect((await overviewOf(second.json().data.uuid)).seeker).toMatchObject({
      name: 'Mallory New',
      phone: '+1 555 0199',
    });
    expect((await overviewOf(first.json().data.uuid)).seeker).toMatchObject({
      name: 'Casey Old',
      phone: '+1 555 0100',
    });
    const secondResume = (await applicationOf(second.json().data.uuid)).resume_file_id;
    expect(secondResume).not.toBe(firstResume);
    const resumeTab = await t.request({
      method: 'GET',
      url: `/portal/v1/applications/${first.json().data.uuid}/resume`,
      token: admin,
      scope: { sid: careers() },
    });
    expect(resumeTab.json().data.resume.uuid).toBe(firstResume);
    const list = await t.request({
      method: 'GET',
      url: `/portal/v1/applications?filter[seeker]=${seeker?.uuid}`,
      token: admin,
      scope: { sid: careers() },
    });
    expect(
      list
        .json()
        .data.map((row: { seeker: { name: string } }) => row.seeker.name)
        .sort(),
    ).toEqual(['Casey Old', 'Mallory New']);
  });

  it('starts an application with a knockout answer as unsuccessful, knocked out', async () => {
    const job = await jobOf(t, careers(), 'Pastry Chef');
    const res = await apply(t, DOMAINS.careers, job.uuid, {
      email: 'knocked@example.test',
      answers: { '0': 'no', '1': 'Evenings' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('unsuccessful');
    const application = await applicationOf(res.json().data.uuid);
    expect(application).toMatchObject({ status: 'unsuccessful', knocked_out: true });
    expect(application.answers[0]).toMatchObject({ answer: 'no', knocked_out: true });
  });
});
