import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { auditEvents, users } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { jobCallers } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';

const { admin, bakeryAdmin } = jobCallers(t);
const userId = async (email: string) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
const invalidOn = (field: string, message: string = MESSAGES.invalid) => ({
  message: MESSAGES.givenDataInvalid,
  errors: { [field]: [message] },
});

describe('POST, PATCH and DELETE /portal/v1/jobs', () => {
  it('lets staff start a draft for an employer, fill its basic details, read it back and delete it for good', async () => {
    const { token, scope } = await admin();
    const contact = await userId('recruiter@acme.test');
    const created = await t.request({
      method: 'POST',
      url: base,
      token,
      scope,
      payload: { title: 'Head Baker', employer_id: ids.employer('Acme Bakery') },
    });
    expect(created.statusCode).toBe(201);
    const job = created.json().data;
    expect(job).toMatchObject({
      title: 'Head Baker',
      status: 'draft',
      reference: null,
      created_by: { name: 'Ada Admin' },
    });

    const details = {
      reference: 'HB-1',
      work_type: 'full_time',
      pay_type: 'annual',
      pay_range: '$60k – $70k',
      salary_min: 60_000,
      salary_max: 70_000,
      currency: 'EUR',
      classification: 'hospitality',
      key_contact_id: contact,
      advert_start_date: '2027-01-04',
      advert_end_date: '2027-02-04',
    };
    const updated = await t.request({ method: 'PATCH', url: `${base}/${job.uuid}`, token, scope, payload: details });
    expect(updated.statusCode).toBe(200);
    const { key_contact_id: _contact, ...shown } = details;
    expect(updated.json().data).toMatchObject({ ...shown, title: 'Head Baker', key_contact: { id: contact } });

    const removed = await t.request({ method: 'DELETE', url: `${base}/${job.uuid}`, token, scope });
    expect(removed.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `${base}/${job.uuid}/detail`, token, scope });
    expect(gone.statusCode).toBe(404);
    const trail = await t.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'job'), eq(auditEvents.subject_id, job.uuid)));
    expect(trail.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it("posts an employer user's draft for their own employer, and refuses naming another with 422", async () => {
    const { token, scope } = await bakeryAdmin();
    const own = await t.request({ method: 'POST', url: base, token, scope, payload: { title: 'Baker' } });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.employer).toEqual({ id: ids.employer('Acme Bakery'), name: 'Acme Bakery' });
    const other = await t.request({
      method: 'POST',
      url: base,
      token,
      scope,
      payload: { title: 'Baker', employer_id: ids.employer('Bright Dental') },
    });
    expect([other.statusCode, other.json()]).toEqual([422, invalidOn('employer_id')]);
  });

  it("answers the spec's messages on the field at fault", async () => {
    const { token, scope } = await admin();
    const post = (payload: object) => t.request({ method: 'POST', url: base, token, scope, payload });
    const employer_id = ids.employer('Acme Bakery');
    expect((await post({ employer_id })).json()).toEqual(invalidOn('title', MESSAGES.required));
    expect((await post({ title: 'Cook' })).json()).toEqual(invalidOn('employer_id', MESSAGES.required));
    expect((await post({ title: 'Cook', employer_id: 999_999 })).json()).toEqual(invalidOn('employer_id'));
    expect((await post({ title: 'Cook', employer_id, work_type: 'moonlighting' })).json()).toEqual(
      invalidOn('work_type'),
    );
    expect((await post({ title: 'Cook', employer_id, currency: 'XXX' })).json()).toEqual(invalidOn('currency'));
    expect((await post({ title: 'Cook', employer_id, salary_min: 50, salary_max: 40 })).json()).toEqual(
      invalidOn('salary_max'),
    );
    const dates = { advert_start_date: '2027-03-02', advert_end_date: '2027-03-01' };
    expect((await post({ title: 'Cook', employer_id, ...dates })).json()).toEqual(invalidOn('advert_end_date'));
    const stranger = await userId('owner@globex.test');
    expect((await post({ title: 'Cook', employer_id, key_contact_id: stranger })).json()).toEqual(
      invalidOn('key_contact_id'),
    );
    expect((await post({ title: 'x'.repeat(151), employer_id })).statusCode).toBe(422);
  });

  it('checks a patched range against the fields the draft already holds', async () => {
    const { token, scope } = await admin();
    const payload = { title: 'Cook', employer_id: ids.employer('Acme Bakery'), salary_min: 30_000 };
    const { uuid } = (await t.request({ method: 'POST', url: base, token, scope, payload })).json().data;
    const res = await t.request({
      method: 'PATCH',
      url: `${base}/${uuid}`,
      token,
      scope,
      payload: { salary_max: 20_000 },
    });
    expect(res.json()).toEqual(invalidOn('salary_max'));
  });

  it('refuses to patch an expired job with 409 (what other statuses may change: jobs-corrections.test.ts)', async () => {
    const { token, scope } = await admin();
    const url = `${base}?filter[status]=expired`;
    const expired = (await t.request({ method: 'GET', url, token, scope })).json().data[0];
    const res = await t.request({
      method: 'PATCH',
      url: `${base}/${expired.uuid}`,
      token,
      scope,
      payload: { title: 'New' },
    });
    expect([res.statusCode, res.json()]).toEqual([409, { message: MESSAGES.jobClosed }]);
  });
});

describe('who may reach a job', () => {
  it("answers another employer's job as missing (404) to an employer's user, on every route", async () => {
    const staff = await admin();
    const dental = ids.employer('Bright Dental');
    const payload = { title: 'Hygienist', employer_id: dental };
    const { uuid } = (await t.request({ method: 'POST', url: base, ...staff, payload })).json().data;
    const { token, scope } = await bakeryAdmin();
    for (const [method, url] of [
      ['GET', `${base}/${uuid}/detail`],
      ['PATCH', `${base}/${uuid}`],
      ['DELETE', `${base}/${uuid}`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        token,
        scope,
        payload: method === 'PATCH' ? { title: 'Mine' } : undefined,
      });
      expect([method, res.statusCode]).toEqual([method, 404]);
    }
    const still = await t.request({ method: 'GET', url: `${base}/${uuid}/detail`, ...staff });
    expect(still.json().data.title).toBe('Hygienist');
  });

  it("answers another account's job as missing (404) to staff of this site", async () => {
    const globex = { token: await t.login('owner@globex.test'), scope: { sid: ids.site('globex/talent') } };
    const theirs = (await t.request({ method: 'GET', url: base, ...globex })).json().data[0];
    const { token, scope } = await admin();
    const res = await t.request({ method: 'GET', url: `${base}/${theirs.uuid}/detail`, token, scope });
    expect(res.statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `${base}/${theirs.uuid}`, token, scope });
    expect(removed.statusCode).toBe(404);
  });

  it('lets an employer user keep editing its draft (decision 0038) but refuses it the delete with 403', async () => {
    const token = await t.login('staff@acme.test');
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const { uuid } = (await t.request({ method: 'POST', url: base, token, scope, payload: { title: 'Helper' } })).json()
      .data;
    const patch = await t.request({
      method: 'PATCH',
      url: `${base}/${uuid}`,
      token,
      scope,
      payload: { title: 'Mine' },
    });
    expect([patch.statusCode, patch.json().data.title]).toEqual([200, 'Mine']);
    expect((await t.request({ method: 'DELETE', url: `${base}/${uuid}`, token, scope })).statusCode).toBe(403);
  });
});
