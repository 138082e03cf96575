import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { auditEvents, creditLedger, jobs } from '../src/db/schema/index.js';
import { balanceAndLedgerSum } from './credit-helper.js';
import { useTestApp } from './helper.js';
import { insertJob, jobCallers, liveCounts, productOf, setBalance, statusOf } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';
const careers = () => ids.site('acme/careers');
const bakery = () => ids.employer('Acme Bakery');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { admin, bakeryAdmin } = jobCallers(t);
const publish = (who: { token: string; scope: object }, uuid: string, payload: object) =>
  t.request({ method: 'POST', url: `${base}/${uuid}/publish`, ...who, payload });
const ledgerOf = (uuid: string) => t.deps.db.select().from(creditLedger).where(eq(creditLedger.job_uuid, uuid));
const jobRow = async (uuid: string) => (await t.deps.db.select().from(jobs).where(eq(jobs.uuid, uuid)))[0];

describe('POST /portal/v1/jobs/{uuid}/publish', () => {
  it('spends the product’s credits in the same transaction, names the job in the ledger and goes live', async () => {
    const who = await bakeryAdmin();
    const featured = await productOf(t, careers(), 'Featured job advert');
    await setBalance(t, careers(), bakery(), 3);
    const uuid = await insertJob(t, careers(), bakery(), 'draft', { title: 'Head Baker' });
    const res = await publish(who, uuid, { product: featured.uuid, pay_with: 'credit' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { data: { status: 'live', checkout_url: null, balance: 3 - featured.credit_cost } },
    ]);
    expect(await ledgerOf(uuid)).toEqual([
      expect.objectContaining({ kind: 'spend', delta: -featured.credit_cost, employer_id: bakery() }),
    ]);
    const row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'live', product_id: featured.id, advert_start_date: day(0) });
    expect(row?.advert_end_date).toBe(day(featured.duration_days));
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
    const balances = await balanceAndLedgerSum(t, bakery());
    expect(balances.balance).toBe(balances.sum);
  });

  it('answers the spec’s sentence (409) without enough credits, and leaves the draft and the ledger alone', async () => {
    const who = await bakeryAdmin();
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), 0);
    const uuid = await insertJob(t, careers(), bakery(), 'draft');
    const res = await publish(who, uuid, { product: standard.uuid, pay_with: 'credit' });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: "You don't have enough credits to post this job. Please purchase more credits to continue." },
    ]);
    expect(await statusOf(t, uuid)).toBe('draft');
    expect(await ledgerOf(uuid)).toEqual([]);
  });

  it('publishes exactly one of 50 drafts posted at once against a balance of one credit', async () => {
    const who = await bakeryAdmin();
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), 1);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => insertJob(t, careers(), bakery(), 'draft')));
    const answers = await Promise.all(
      drafts.map((uuid) => publish(who, uuid, { product: standard.uuid, pay_with: 'credit' })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const statuses = await Promise.all(drafts.map((uuid) => statusOf(t, uuid)));
    expect(statuses.filter((status) => status === 'live')).toHaveLength(1);
    const balances = await balanceAndLedgerSum(t, bakery());
    expect([balances.balance, balances.sum]).toEqual([0, 0]);
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
  });

  it('publishes without payment only for staff who moderate jobs, with a waived ledger entry and an audit entry', async () => {
    const standard = await productOf(t, careers());
    const uuid = await insertJob(t, careers(), bakery(), 'draft');
    const refused = await publish(await bakeryAdmin(), uuid, { product: standard.uuid, pay_with: 'none' });
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(t, uuid)).toBe('draft');

    await setBalance(t, careers(), bakery(), 0);
    const res = await publish(await admin(), uuid, { product: standard.uuid, pay_with: 'none' });
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'live']);
    expect(await ledgerOf(uuid)).toEqual([expect.objectContaining({ kind: 'waived', delta: 0, balance_after: 0 })]);
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'job'), eq(auditEvents.subject_id, uuid)));
    expect(audit).toMatchObject({ action: 'published', details: { pay_with: 'none', credits: 0 } });
  });

  it('sends the job on hold where the site’s approval policy says so, unless a moderator publishes it', async () => {
    const staff = await admin();
    const settings = (await t.request({ method: 'GET', url: '/portal/v1/site/settings', ...staff })).json().data;
    const general = { ...settings.general, approval: { ...settings.general.approval, jobs_on_hold: true } };
    const saved = await t.request({
      method: 'PUT',
      url: '/portal/v1/site/settings/general',
      ...staff,
      payload: general,
    });
    expect(saved.statusCode).toBe(200);
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), 2);
    const mine = await insertJob(t, careers(), bakery(), 'draft');
    const held = await publish(await bakeryAdmin(), mine, { product: standard.uuid, pay_with: 'credit' });
    expect(held.json().data.status).toBe('on_hold');
    expect(await ledgerOf(mine)).toHaveLength(1);
    const theirs = await insertJob(t, careers(), bakery(), 'draft');
    const live = await publish(staff, theirs, { product: standard.uuid, pay_with: 'credit' });
    expect(live.json().data.status).toBe('live');
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
    const reset = { ...general, approval: { ...general.approval, jobs_on_hold: false } };
    await t.request({ method: 'PUT', url: '/portal/v1/site/settings/general', ...staff, payload: reset });
  });

  it('refuses a job past draft (409), another site’s product, an advert longer than the product, and direct payment (422)', async () => {
    const who = await admin();
    const standard = await productOf(t, careers());
    const foreign = await productOf(t, ids.site('globex/talent'));
    await setBalance(t, careers(), bakery(), 5);
    const live = await insertJob(t, careers(), bakery(), 'live');
    expect((await publish(who, live, { product: standard.uuid, pay_with: 'credit' })).statusCode).toBe(409);

    const draft = await insertJob(t, careers(), bakery(), 'draft', {
      advert_start_date: day(1),
      advert_end_date: day(2 + standard.duration_days),
    });
    const cases: [object, string][] = [
      [{ product: foreign.uuid, pay_with: 'credit' }, 'product'],
      [{ product: standard.uuid, pay_with: 'credit' }, 'advert_end_date'],
    ];
    for (const [payload, field] of cases) {
      const res = await publish(who, draft, payload);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})], field).toEqual([422, [field]]);
    }
    expect(await statusOf(t, draft)).toBe('draft');
    expect(await ledgerOf(draft)).toEqual([]);
  });

  it('answers another employer’s or site’s job as missing (404)', async () => {
    const standard = await productOf(t, careers());
    const sibling = await insertJob(t, careers(), ids.employer('Bright Dental'), 'draft');
    const res = await publish(await bakeryAdmin(), sibling, { product: standard.uuid, pay_with: 'credit' });
    expect(res.statusCode).toBe(404);
    expect(await statusOf(t, sibling)).toBe('draft');
  });
});

describe('publishing a draft the steps left incomplete', () => {
  it('answers 422 naming each missing field, and spends nothing', async () => {
    const who = await bakeryAdmin();
    const standard = await productOf(t, careers());
    await setBalance(t, careers(), bakery(), 2);
    const bare = await insertJob(t, careers(), bakery(), 'draft', {
      description: null,
      apply_on: null,
      application_emails: [],
    });
    const res = await publish(who, bare, { product: standard.uuid, pay_with: 'credit' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['apply_on', 'description']);
    const external = await insertJob(t, careers(), bakery(), 'draft', { apply_on: 'external', application_url: null });
    const noUrl = await publish(who, external, { product: standard.uuid, pay_with: 'credit' });
    expect([noUrl.statusCode, Object.keys(noUrl.json().errors)]).toEqual([422, ['application_url']]);
    expect(await statusOf(t, bare)).toBe('draft');
    expect(await ledgerOf(bare)).toEqual([]);
  });
});

describe('POST /portal/v1/jobs/{uuid}/clone', () => {
  it('copies a job into a draft without advert dates, as the chosen product, for free', async () => {
    const who = await bakeryAdmin();
    const featured = await productOf(t, careers(), 'Featured job advert');
    const expired = await insertJob(t, careers(), bakery(), 'expired', {
      title: 'Pastry Chef',
      reference: 'PC-9',
      work_type: 'full_time',
      advert_start_date: day(-40),
      advert_end_date: day(-10),
    });
    const before = await balanceAndLedgerSum(t, bakery());
    const res = await t.request({
      method: 'POST',
      url: `${base}/${expired}/clone`,
      ...who,
      payload: { product: featured.uuid },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      title: 'Pastry Chef',
      reference: 'PC-9',
      work_type: 'full_time',
      status: 'draft',
      advert_start_date: null,
      advert_end_date: null,
    });
    expect(copy.uuid).not.toBe(expired);
    expect((await jobRow(copy.uuid))?.product_id).toBe(featured.id);
    expect(await balanceAndLedgerSum(t, bakery())).toEqual(before);
    const history = await t.request({ method: 'GET', url: `${base}/${copy.uuid}/history`, ...who });
    expect(history.json().data).toEqual([expect.objectContaining({ action: 'clone', to_status: 'draft' })]);
  });

  it('copies the consultants the job shows and the tags it carries', async () => {
    const who = await admin();
    const standard = await productOf(t, careers());
    const source = await insertJob(t, careers(), bakery(), 'live', { title: 'Night Baker' });
    const [consultant] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from consultants where site_id = ${careers()} and active order by id limit 1`,
    );
    const [tag] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from tags where site_id = ${careers()} limit 1`,
    );
    if (!consultant || !tag) throw new Error('the seed gives acme/careers consultants and tags');
    await t.deps.db.execute(sql`insert into job_consultants (job_id, consultant_id, position)
      select id, ${consultant.id}, 0 from jobs where uuid = ${source}`);
    await t.deps.db.execute(sql`insert into job_tags (owner_id, tag_id) values (${source}, ${tag.id})`);
    const res = await t.request({
      method: 'POST',
      url: `${base}/${source}/clone`,
      ...who,
      payload: { product: standard.uuid },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as { consultants: { id: number }[]; tags: { id: number }[] };
    expect(copy.consultants.map((c) => c.id)).toEqual([consultant.id]);
    expect(copy.tags.map((x) => x.id)).toEqual([tag.id]);
  });

  it('refuses a product not active on the site (422) and another employer’s job (404)', async () => {
    const who = await bakeryAdmin();
    const foreign = await productOf(t, ids.site('globex/talent'));
    const own = await insertJob(t, careers(), bakery(), 'live');
    const bad = await t.request({
      method: 'POST',
      url: `${base}/${own}/clone`,
      ...who,
      payload: { product: foreign.uuid },
    });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['product']]);
    const standard = await productOf(t, careers());
    const sibling = await insertJob(t, careers(), ids.employer('Bright Dental'), 'live');
    const res = await t.request({
      method: 'POST',
      url: `${base}/${sibling}/clone`,
      ...who,
      payload: { product: standard.uuid },
    });
    expect(res.statusCode).toBe(404);
  });
});
