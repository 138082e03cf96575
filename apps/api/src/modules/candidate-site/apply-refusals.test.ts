import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTypeMessage, MESSAGES } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, seekerOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const RIGHT_TO_WORK = { '0': 'yes', '1': 'Mornings' };

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.deps.db, query))[0]?.n ?? -1;
const fileCount = () => count(sql`select count(*)::int as n from files`);

describe('POST /portal/v1/public/sites/{domain}/jobs/{uuid}/apply: what it refuses', () => {
  it('answers 404 for a job that is not live, and for a job of another site through this domain', async () => {
    const onHold = await jobOf(t, careers(), 'Warehouse Assistant');
    const expired = await jobOf(t, careers(), 'Junior Accountant');
    const foreign = await jobOf(t, t.ids.site('globex/talent'), 'Dental Receptionist');
    const sibling = await jobOf(t, t.ids.site('acme/jobs'), 'Dental Receptionist');
    for (const job of [onHold, expired, foreign, sibling]) {
      const res = await apply(t, DOMAINS.careers, job.uuid, { email: 'nowhere@example.test' });
      expect(res.statusCode).toBe(404);
    }
    // The same foreign job through its own site's domain is open.
    expect((await apply(t, DOMAINS.talent, foreign.uuid, { email: 'somewhere@example.test' })).statusCode).toBe(201);
    expect(await seekerOf(t, careers(), 'nowhere@example.test')).toBeUndefined();
  });

  it('answers 404 for a domain no site has', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await apply(t, 'unknown.example', dental.uuid, { email: 'lost@example.test' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a missing, an invalid or a stray answer on answers.N', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const missing = await apply(t, DOMAINS.careers, pastry.uuid, { email: 'a@example.test', answers: { '0': 'yes' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'answers.1': [MESSAGES.required] });
    const invalid = await apply(t, DOMAINS.careers, pastry.uuid, {
      email: 'a@example.test',
      answers: { '0': 'maybe', '1': 'Nights', '7': 'extra' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      'answers.0': [MESSAGES.invalid],
      'answers.1': [MESSAGES.invalid],
      'answers.7': [MESSAGES.invalid],
    });
    expect(await seekerOf(t, careers(), 'a@example.test')).toBeUndefined();
  });

  it('refuses the form without consent or with a bad email, field by field', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await apply(t, DOMAINS.careers, dental.uuid, { email: 'not-an-email', consent: 'false' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['consent', 'email']);
  });

  it('refuses a NUL character in a field or an answer with 422, never a 500', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const inName = await apply(t, DOMAINS.careers, pastry.uuid, { email: 'nul@example.test', first_name: 'A\0B' });
    expect(inName.statusCode).toBe(422);
    expect(inName.json().errors).toEqual({ first_name: [MESSAGES.invalid] });
    const inAnswer = await apply(t, DOMAINS.careers, pastry.uuid, {
      email: 'nul@example.test',
      answers: { '0': 'yes', '1': 'Mornings\0' },
    });
    expect(inAnswer.statusCode).toBe(422);
    expect(inAnswer.json().errors).toEqual({ answers: [MESSAGES.invalid] });
  });

  it('refuses a resume that is not a document by its content, and leaves no file behind', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const before = await fileCount();
    const res = await apply(t, DOMAINS.careers, pastry.uuid, {
      email: 'script@example.test',
      answers: RIGHT_TO_WORK,
      resume: { filename: 'cv.pdf', data: sample.scriptBytes() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ resume: [fileTypeMessage('resume')] });
    const badDocument = await apply(t, DOMAINS.careers, pastry.uuid, {
      email: 'script@example.test',
      answers: RIGHT_TO_WORK,
      resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
      documents: [
        { filename: 'ok.pdf', data: sample.pdfBytes() },
        { filename: 'page.pdf', data: sample.htmlBytes() },
      ],
    });
    expect(badDocument.statusCode).toBe(422);
    expect(badDocument.json().errors).toEqual({ 'documents.1': [fileTypeMessage('document')] });
    expect(await fileCount()).toBe(before);
    expect(await seekerOf(t, careers(), 'script@example.test')).toBeUndefined();
  });

  it('refuses a job that takes applications on the employer site with 409', async () => {
    const dental = await jobOf(t, t.ids.site('acme/jobs'), 'Dental Receptionist');
    await t.deps.db.execute(
      sql`update jobs set apply_on = 'external', application_url = 'https://example.test/apply' where id = ${dental.id}`,
    );
    const res = await apply(t, DOMAINS.acmeJobs, dental.uuid, { email: 'elsewhere@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.appliesElsewhere });
  });
});
