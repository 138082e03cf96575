import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditPurchaseSettlement } from '../src/modules/credits/index.js';
import { runExport } from '../src/modules/exports/index.js';
import { insertExport } from '../src/modules/exports/repository.js';
import { apply, DOMAINS, jobOf, publicPath } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';
import { insertJob, jobCallers, productOf, setBalance } from './jobs-lifecycle-helper.js';
import { addMember, recipientsOf, userId } from './notification-helper.js';
import { sandboxPurchases } from './sandbox-purchase-helper.js';

// Each product event notifies exactly the users whose rights concern it (decision 0054): the
// account's and the site's holders of the right, the event's own employer's where the right
// reaches employers, never another site's staff nor another employer's users.
const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const { admin, bakeryAdmin } = jobCallers(t);
const SITE_MODERATORS = ['admin@acme.test', 'manager@acme.test', 'owner@acme.test'];

beforeAll(async () => {
  // Staff of the account's other site and of another tenant: never told of careers' events.
  await addMember(t, 'jobs-admin@acme.test', 'site-admin', { type: 'site', id: t.ids.site('acme/jobs') });
  await addMember(t, 'talent-admin@globex.test', 'site-admin', { type: 'site', id: t.ids.site('globex/talent') });
});

const setApproval = async (approval: { jobs_on_hold?: boolean; employers_on_hold?: boolean }) => {
  const staff = await admin();
  const settings = (await t.request({ method: 'GET', url: '/portal/v1/site/settings', ...staff })).json().data;
  const general = { ...settings.general, approval: { ...settings.general.approval, ...approval } };
  const res = await t.request({ method: 'PUT', url: '/portal/v1/site/settings/general', ...staff, payload: general });
  expect(res.statusCode).toBe(200);
};

describe('the product events that notify', () => {
  it("a new application: the site's staff who read applications and the job's own employer's users", async () => {
    const job = await jobOf(t, careers(), 'Pastry Chef');
    const [{ employer_id: ownEmployer } = { employer_id: 0 }] = await queryRows<{ employer_id: number }>(
      t.deps.db,
      sql`select employer_id from jobs where id = ${job.id}`,
    );
    const [other] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from employers where site_id = ${careers()} and id <> ${ownEmployer} order by id limit 1`,
    );
    await addMember(t, 'own-employer@acme.test', 'employer-user', { type: 'employer', id: Number(ownEmployer) });
    await addMember(t, 'other-employer@acme.test', 'employer-admin', { type: 'employer', id: Number(other?.id) });
    const since = new Date();
    const res = await apply(t, DOMAINS.careers, job.uuid, {
      email: 'notified@example.test',
      first_name: 'Nora',
      last_name: 'Lee',
      answers: { '0': 'yes', '1': 'Mornings' },
    });
    expect(res.statusCode).toBe(201);
    const bakeryUsers =
      Number(ownEmployer) === t.ids.employer('Acme Bakery') ? ['employer@acme.test', 'staff@acme.test'] : [];
    expect(await recipientsOf(t, 'application_received', since)).toEqual(
      [...SITE_MODERATORS, 'own-employer@acme.test', 'recruiter@acme.test', ...bakeryUsers].sort(),
    );
    const [row] = await queryRows<{ subject: string; link: string; params: Record<string, string> }>(
      t.deps.db,
      sql`select subject, link, params from notifications where kind = 'application_received' order by notified_at desc limit 1`,
    );
    expect(row).toEqual({
      subject: 'New application for Pastry Chef',
      link: `applications/${res.json().data.uuid}`,
      params: { job_title: 'Pastry Chef', candidate: 'Nora Lee' },
    });
  });

  it('a job put on hold: the site’s job moderators only', async () => {
    await setApproval({ jobs_on_hold: true });
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), t.ids.employer('Acme Bakery'), 2);
    const draft = await insertJob(t, careers(), t.ids.employer('Acme Bakery'), 'draft', { title: 'Held Baker' });
    const since = new Date();
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${draft}/publish`,
      ...(await bakeryAdmin()),
      payload: { product: standard.uuid, pay_with: 'credit' },
    });
    expect(res.json().data.status).toBe('on_hold');
    expect(await recipientsOf(t, 'job_on_hold', since)).toEqual([...SITE_MODERATORS, 'recruiter@acme.test'].sort());
    await setApproval({ jobs_on_hold: false });
  });

  it('an employer registration on hold: who may approve employers', async () => {
    await setApproval({ employers_on_hold: true });
    await t.deps.db.execute(sql`insert into roles (key, name, scope_type, permissions)
      values ('employer-clerk', 'Employer clerk', 'site', '["employers.read", "employers.create"]'::jsonb)`);
    await addMember(t, 'clerk@acme.test', 'employer-clerk', { type: 'site', id: careers() });
    const since = new Date();
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: await t.login('clerk@acme.test'),
      scope: { sid: careers() },
      payload: { type: 'business', business_name: 'Waiting Ltd' },
    });
    expect([res.statusCode, res.json().data.status]).toEqual([201, 'on_hold']);
    expect(await recipientsOf(t, 'employer_on_hold', since)).toEqual(SITE_MODERATORS);
    await setApproval({ employers_on_hold: false });
  });

  it('a flagged job: the job moderators, once while its reports are open', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const since = new Date();
    const flag = (ip: string) =>
      t.request({
        method: 'POST',
        url: publicPath(DOMAINS.careers, `/${dental.uuid}/flag`),
        payload: { reason: 'spam' },
        remoteAddress: ip,
      });
    expect((await flag('198.51.100.7')).statusCode).toBe(201);
    expect((await flag('198.51.100.8')).statusCode).toBe(201);
    expect(await recipientsOf(t, 'job_flagged', since)).toEqual([...SITE_MODERATORS, 'recruiter@acme.test'].sort());
  });

  it('an export ready: its requester alone', async () => {
    const row = await insertExport(t.deps.db, {
      site_id: careers(),
      user_id: await userId(t, 'recruiter@acme.test'),
      kind: 'employers',
      params: {},
      base_url: 'http://localhost:3000',
    });
    const since = new Date();
    await runExport(t.deps, row.id);
    expect(await recipientsOf(t, 'export_ready', since)).toEqual(['recruiter@acme.test']);
  });

  it("credits bought: the site's credit readers and the buying employer's", async () => {
    const { buy } = sandboxPurchases(t);
    const res = await buy(3);
    expect(res.statusCode).toBeLessThan(300);
    const [purchase] = await queryRows<{ id: number; provider: string }>(
      t.deps.db,
      sql`select id, provider from credit_purchases where uuid = ${res.json().data.purchase.uuid}`,
    );
    if (!purchase) throw new Error('no purchase');
    const since = new Date();
    expect(
      await creditPurchaseSettlement.settle(t.deps.db, { id: Number(purchase.id), provider: purchase.provider }),
    ).toBe(true);
    const bakeryMembers = await queryRows<{ email: string }>(
      t.deps.db,
      sql`select u.email from memberships m join users u on u.id = m.user_id
          where m.scope_type = 'employer' and m.scope_id = ${t.ids.employer('Acme Bakery')}`,
    );
    expect(await recipientsOf(t, 'credits_bought', since)).toEqual(
      [...SITE_MODERATORS, 'recruiter@acme.test', ...bakeryMembers.map((m) => m.email)].sort(),
    );
  });
});
