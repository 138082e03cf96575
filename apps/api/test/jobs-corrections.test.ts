import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_EDIT_RULES, JOB_STATUSES, MESSAGES, type JobStatus } from '@portal/contract';
import { creditLedger } from '../src/db/schema/index.js';
import { findBalance } from '../src/modules/credits/repository.js';
import { useTestApp } from './helper.js';
import { userIdOf } from './impersonation-helper.js';
import { insertJob, jobCallers, productOf, setBalance, statusOf } from './jobs-lifecycle-helper.js';

// Decision 0065: what a job may still change after its draft, and a rejected job's resubmission.
const t = useTestApp();
const base = '/portal/v1/jobs';
const careers = () => t.ids.site('acme/careers');
const bakery = () => t.ids.employer('Acme Bakery');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const { admin, bakeryAdmin } = jobCallers(t);
type Who = { token: string; scope: object };

const patch = (who: Who, uuid: string, payload: object) =>
  t.request({ method: 'PATCH', url: `${base}/${uuid}`, ...who, payload });
const post = (who: Who, uuid: string, move: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `${base}/${uuid}/${move}`, ...who, payload });
const historyOf = async (who: Who, uuid: string) =>
  (await t.request({ method: 'GET', url: `${base}/${uuid}/history`, ...who })).json().data as {
    action: string;
    to_status: JobStatus;
    fields: string[];
    changed_by: { id: number; name: string; impersonator?: { id: number; name: string } | null } | null;
  }[];
const ledgerOf = (uuid: string) => t.deps.db.select().from(creditLedger).where(eq(creditLedger.job_uuid, uuid));
const dated = { advert_start_date: day(-2), advert_end_date: day(20) };

describe('PATCH /portal/v1/jobs/{uuid} after the draft', () => {
  it('changes the texts of every status but expired, which is a 409 saying to clone it', async () => {
    const who = await admin();
    for (const status of JOB_STATUSES) {
      const uuid = await insertJob(t, careers(), bakery(), status, dated);
      const res = await patch(who, uuid, { title: 'Head Baker (fixed)', pay_range: '$30–35 an hour' });
      if (status === 'expired') {
        expect([res.statusCode, res.json()], status).toEqual([409, { message: MESSAGES.jobClosed }]);
      } else {
        expect(res.statusCode, status).toBe(200);
        expect(res.json().data, status).toMatchObject({ title: 'Head Baker (fixed)', status });
      }
    }
  });

  it('refuses new advert dates once the job was published and accepted, and takes the ones it holds', async () => {
    const who = await admin();
    for (const status of JOB_STATUSES) {
      const uuid = await insertJob(t, careers(), bakery(), status, dated);
      const res = await patch(who, uuid, { advert_end_date: day(25) });
      const locked = !JOB_EDIT_RULES[status].fields.includes('advert_end_date');
      if (status === 'expired') expect(res.statusCode, status).toBe(409);
      else if (locked) {
        expect([res.statusCode, res.json()], status).toEqual([
          422,
          { message: MESSAGES.givenDataInvalid, errors: { advert_end_date: [MESSAGES.jobPeriodFixed] } },
        ]);
        // The wizard sends the form whole: the dates the job holds are no change.
        const same = await patch(who, uuid, { ...dated, title: 'Same period' });
        expect(same.statusCode, status).toBe(200);
      } else {
        expect([res.statusCode, res.json().data.advert_end_date], status).toEqual([200, day(25)]);
      }
    }
    expect(
      ['live', 'unlisted', 'on_hold'].every(
        (s) => !JOB_EDIT_RULES[s as JobStatus].fields.includes('advert_start_date'),
      ),
    ).toBe(true);
  });

  it('writes a history line naming the fields a live job’s edit changed and who changed them', async () => {
    const who = await bakeryAdmin();
    const uuid = await insertJob(t, careers(), bakery(), 'live', { ...dated, title: 'Head Bakre' });
    const res = await patch(who, uuid, {
      title: 'Head Baker',
      reference: null,
      description: '<p>What the job is.</p>',
      application_emails: ['jobs@employer.test'],
      screening_questions: [{ kind: 'yes_no', text: 'Can you start at 4am?', choices: [] }],
      ...dated,
    });
    expect(res.statusCode).toBe(200);
    const [line] = await historyOf(who, uuid);
    expect(line).toMatchObject({
      action: 'edit',
      to_status: 'live',
      fields: ['title', 'screening_questions'],
      changed_by: { id: await userIdOf(t, 'employer@acme.test') },
    });
    // Nothing changed: no line.
    await patch(who, uuid, { title: 'Head Baker' });
    expect((await historyOf(who, uuid)).filter((entry) => entry.action === 'edit')).toHaveLength(1);
  });

  it('names the impersonator beside the user on an edit made through an impersonation', async () => {
    const owner = await t.login('owner@acme.test');
    const adminId = await userIdOf(t, 'admin@acme.test');
    const started = await t.request({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${adminId}`,
      token: owner,
      scope: { sid: careers() },
      payload: { redirect_path: '/' },
    });
    const who = { token: started.json().access_token as string, scope: { sid: careers() } };
    const uuid = await insertJob(t, careers(), bakery(), 'unlisted', dated);
    expect((await patch(who, uuid, { pay_range: '$40k' })).statusCode).toBe(200);
    const [line] = await historyOf(who, uuid);
    expect(line).toMatchObject({
      action: 'edit',
      fields: ['pay_range'],
      changed_by: { id: adminId, impersonator: { id: await userIdOf(t, 'owner@acme.test') } },
    });
  });

  it('keeps a draft’s saves out of the history', async () => {
    const who = await admin();
    const uuid = await insertJob(t, careers(), bakery(), 'draft');
    expect((await patch(who, uuid, { title: 'Still a draft' })).statusCode).toBe(200);
    expect(await historyOf(who, uuid)).toEqual([]);
  });
});

describe('POST /portal/v1/jobs/{uuid}/resubmit', () => {
  it('sends a corrected rejected job back to the hold queue on the credit it was paid with', async () => {
    const employer = await bakeryAdmin();
    const staff = await admin();
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), standard.credit_cost);
    const uuid = await insertJob(t, careers(), bakery(), 'draft', { title: 'Baker', pay_range: null });
    // The site holds employers' jobs for approval.
    const settings = (await t.request({ method: 'GET', url: '/portal/v1/site/settings', ...staff })).json().data;
    const general = { ...settings.general, approval: { ...settings.general.approval, jobs_on_hold: true } };
    const saved = await t.request({
      method: 'PUT',
      url: '/portal/v1/site/settings/general',
      ...staff,
      payload: general,
    });
    expect(saved.statusCode).toBe(200);
    const published = await post(employer, uuid, 'publish', { product: standard.uuid, pay_with: 'credit' });
    expect(published.json().data).toMatchObject({ status: 'on_hold', balance: 0 });
    expect((await post(staff, uuid, 'reject', { reason: 'Please add the pay range.' })).statusCode).toBe(200);

    expect((await patch(employer, uuid, { pay_range: '$30–35 an hour' })).statusCode).toBe(200);
    const res = await post(employer, uuid, 'resubmit');
    expect([res.statusCode, res.json().data.status, res.json().data.pay_range]).toEqual([
      200,
      'on_hold',
      '$30–35 an hour',
    ]);
    expect(await findBalance(t.deps.db, careers(), bakery())).toBe(0);
    expect(await ledgerOf(uuid)).toEqual([expect.objectContaining({ kind: 'spend', delta: -standard.credit_cost })]);
    const actions = (await historyOf(staff, uuid)).map((entry) => entry.action);
    expect(actions).toEqual(['resubmit', 'edit', 'reject', 'publish']);
    // Approving it after the resubmission spends nothing either.
    expect((await post(staff, uuid, 'approve')).statusCode).toBe(200);
    expect(await ledgerOf(uuid)).toHaveLength(1);
  });

  it('refuses a job that is not rejected with 409, and reports every missing field at once', async () => {
    const who = await admin();
    for (const status of JOB_STATUSES.filter((s) => s !== 'rejected')) {
      const uuid = await insertJob(t, careers(), bakery(), status);
      const res = await post(who, uuid, 'resubmit');
      expect([res.statusCode, res.json()], status).toEqual([409, { message: MESSAGES.statusConflict }]);
    }
    const bare = await insertJob(t, careers(), bakery(), 'rejected', {
      description: null,
      apply_on: null,
      advert_start_date: day(1),
      advert_end_date: day(0),
    });
    const res = await post(who, bare, 'resubmit');
    expect([res.statusCode, Object.keys(res.json().errors).sort()]).toEqual([
      422,
      ['advert_end_date', 'apply_on', 'description'],
    ]);
    expect(await statusOf(t, bare)).toBe('rejected');
  });

  it('answers 404 for another employer’s job to an employer’s user', async () => {
    const uuid = await insertJob(t, careers(), t.ids.employer('Bright Dental'), 'rejected');
    expect((await post(await bakeryAdmin(), uuid, 'resubmit')).statusCode).toBe(404);
  });
});

describe('POST /portal/v1/jobs/{uuid}/publish reports everything missing at once', () => {
  it('names every step’s missing field and a product that is not the site’s in one 422', async () => {
    const uuid = await insertJob(t, careers(), bakery(), 'draft', { description: null, apply_on: null });
    const res = await post(await admin(), uuid, 'publish', {
      product: '00000000-0000-4000-8000-000000000000',
      pay_with: 'credit',
    });
    expect([res.statusCode, Object.keys(res.json().errors).sort()]).toEqual([
      422,
      ['apply_on', 'description', 'product'],
    ]);
  });
});

describe('POST /portal/v1/jobs/{uuid}/clone', () => {
  it('answers a draft that keeps the chosen product', async () => {
    const featured = await productOf(t, careers(), 'Featured job advert');
    const uuid = await insertJob(t, careers(), bakery(), 'expired');
    const res = await post(await admin(), uuid, 'clone', { product: featured.uuid });
    expect([res.statusCode, res.json().data.product]).toEqual([201, { uuid: featured.uuid, name: featured.name }]);
    const detail = await t.request({
      method: 'GET',
      url: `${base}/${res.json().data.uuid}/detail`,
      ...(await admin()),
    });
    expect(detail.json().data.product).toEqual({ uuid: featured.uuid, name: featured.name });
  });
});
