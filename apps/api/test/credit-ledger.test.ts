import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { creditLedger, exports } from '../src/db/schema/index.js';
import { spendCredits } from '../src/modules/credits/service.js';
import { balanceAndLedgerSum, waitFor } from './credit-helper.js';
import { useTestApp } from './helper.js';

const t = useTestApp({}, { worker: true });
const ids = t.ids;

const staff = async () => ({ token: await t.login('admin@acme.test'), sid: ids.site('acme/careers') });

async function grant(employer: string, payload: object) {
  const { token, sid } = await staff();
  return t.request({
    method: 'POST',
    url: '/portal/v1/credit/grants',
    token,
    scope: { sid, empid: ids.employer(employer) },
    payload,
  });
}

describe('GET /portal/v1/credit/balance and /ledgers', () => {
  it('shows an employer member its own balance and the seeded ledger, newest first', async () => {
    const token = await t.login('employer@acme.test');
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const balance = await t.request({ method: 'GET', url: '/portal/v1/credit/balance', token, scope });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data).toEqual({
      employer: { id: ids.employer('Acme Bakery'), name: 'Acme Bakery' },
      balance: 7,
      currency: 'EUR',
      unit_price_minor: 2500,
    });
    const ledger = await t.request({ method: 'GET', url: '/portal/v1/credit/ledgers', token, scope });
    expect(ledger.statusCode).toBe(200);
    const rows = ledger.json().data;
    expect(
      rows.map((r: { kind: string; delta: number; balance_after: number }) => [r.kind, r.delta, r.balance_after]),
    ).toEqual([
      ['revoke', -2, 7],
      ['spend', -1, 9],
      ['grant', 10, 10],
    ]);
    expect(rows[0].user).toEqual({ id: expect.any(Number), name: 'Ada Admin' });
    expect(ledger.json().meta).toMatchObject({ total: 3, current_page: 1 });
  });

  it('filters by kind and by an inclusive date range, and sorts oldest first on request', async () => {
    const token = await t.login('employer@acme.test');
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const get = async (query: string) =>
      (await t.request({ method: 'GET', url: `/portal/v1/credit/ledgers?${query}`, token, scope })).json();
    expect((await get('filter[kind]=spend')).data.map((r: { kind: string }) => r.kind)).toEqual(['spend']);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect((await get(`filter[from]=${day(13)}&filter[to]=${day(5)}`)).data).toHaveLength(2);
    expect((await get(`filter[from]=${day(5)}&filter[to]=${day(5)}`)).data).toHaveLength(1);
    expect((await get('sort=created_at')).data[0].kind).toBe('grant');
    expect((await get('search=welcome')).data).toHaveLength(2);
    const reversed = await t.request({
      method: 'GET',
      url: `/portal/v1/credit/ledgers?filter[from]=${day(1)}&filter[to]=${day(3)}`,
      token,
      scope,
    });
    expect(reversed.statusCode).toBe(422);
    const badDate = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/ledgers?filter[from]=yesterday',
      token,
      scope,
    });
    expect(badDate.statusCode).toBe(422);
  });

  it('asks staff to choose an employer first (422 employer_id)', async () => {
    const { token, sid } = await staff();
    for (const url of ['/portal/v1/credit/balance', '/portal/v1/credit/ledgers']) {
      const res = await t.request({ method: 'GET', url, token, scope: { sid } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors).toEqual({ employer_id: [MESSAGES.required] });
    }
  });
});

describe('POST /portal/v1/credit/ledgers/export', () => {
  it('writes the selected employer’s filtered ledger to CSV, and nothing of another employer', async () => {
    const token = await t.login('employer@acme.test');
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/credit/ledgers/export',
      token,
      scope,
      payload: { sort: 'created_at', filter: { kind: 'grant' } },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id as string;
    const row = await waitFor(async () => {
      const [found] = await t.deps.db.select().from(exports).where(eq(exports.id, id));
      return found?.status !== 'pending' && found;
    });
    expect(row.status).toBe('done');
    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    const [header, ...lines] = download.body.trim().split('\r\n');
    expect(header).toBe('date,kind,credits,balance_after,reason,job_uuid,user,impersonator');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^[^,]+,grant,10,10,Welcome credits,,Ada Admin,$/);
  });

  it('asks staff to choose an employer first', async () => {
    const { token, sid } = await staff();
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/credit/ledgers/export',
      token,
      scope: { sid },
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ employer_id: [MESSAGES.required] });
  });
});

describe('POST /portal/v1/credit/grants', () => {
  it('grants and revokes with a reason, each a new ledger entry with the balance after it', async () => {
    const granted = await grant('Bright Dental', { amount: 5, direction: 'grant', reason: 'Launch offer' });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data).toMatchObject({
      balance: 5,
      entry: { kind: 'grant', delta: 5, reason: 'Launch offer', balance_after: 5, user: { name: 'Ada Admin' } },
    });
    const revoked = await grant('Bright Dental', { amount: 2, direction: 'revoke', reason: 'Posted by mistake' });
    expect(revoked.statusCode).toBe(201);
    expect(revoked.json().data).toMatchObject({ balance: 3, entry: { kind: 'revoke', delta: -2, balance_after: 3 } });
    expect(await balanceAndLedgerSum(t, ids.employer('Bright Dental'))).toEqual({ balance: 3, sum: 3, entries: 2 });
  });

  it('refuses a revoke below zero with a 422 on amount, changing nothing', async () => {
    const before = await balanceAndLedgerSum(t, ids.employer('Bright Dental'));
    const res = await grant('Bright Dental', { amount: before.balance + 1, direction: 'revoke', reason: 'Too many' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ amount: [MESSAGES.revokeExceedsBalance] });
    expect(await balanceAndLedgerSum(t, ids.employer('Bright Dental'))).toEqual(before);
  });

  it('requires a reason of 3 to 500 characters and an amount of 1 to 100000', async () => {
    const missing = await grant('Bright Dental', { amount: 1, direction: 'grant' });
    expect(missing.json().errors.reason).toEqual([MESSAGES.required]);
    const blank = await grant('Bright Dental', { amount: 1, direction: 'grant', reason: '   ' });
    expect(blank.json().errors.reason).toEqual([MESSAGES.required]);
    const short = await grant('Bright Dental', { amount: 1, direction: 'grant', reason: 'ok' });
    expect(short.json().errors.reason).toEqual([MESSAGES.tooShort]);
    for (const amount of [0, -1, 100_001, 1.5]) {
      const res = await grant('Bright Dental', { amount, direction: 'grant', reason: 'Bonus' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount).toEqual([MESSAGES.invalid]);
    }
    const direction = await grant('Bright Dental', { amount: 1, direction: 'gift', reason: 'Bonus' });
    expect(direction.json().errors).toHaveProperty('direction');
  });
});

describe('the ledger in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of ledger entries', async () => {
    const statements = [
      sql`update ${creditLedger} set delta = 1000`,
      sql`delete from ${creditLedger}`,
      sql`truncate ${creditLedger}`,
    ];
    for (const statement of statements) {
      await expect(t.deps.db.execute(statement)).rejects.toThrow();
    }
    expect((await balanceAndLedgerSum(t, ids.employer('Acme Bakery'))).entries).toBe(3);
  });
});

describe('spendCredits', () => {
  it('lets exactly 10 of 100 concurrent spends through a balance of 10, leaving 0', async () => {
    const employerId = ids.employer('Cedar Construction');
    const siteId = ids.site('acme/careers');
    expect(
      (await grant('Cedar Construction', { amount: 10, direction: 'grant', reason: 'Ten posts' })).statusCode,
    ).toBe(201);
    const actor = { userId: 1, impersonatorId: null };
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        spendCredits(t.deps.db, {
          siteId,
          employerId,
          amount: 1,
          jobUuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          actor,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused.every((r) => (r.reason as { statusCode?: number }).statusCode === 409)).toBe(true);
    expect((refused[0]?.reason as Error).message).toBe(MESSAGES.notEnoughCredits);
    expect(await balanceAndLedgerSum(t, employerId)).toEqual({ balance: 0, sum: 0, entries: 11 });
    const balances = await t.deps.db.execute(
      sql`select balance_after from ${creditLedger} where employer_id = ${employerId} and kind = 'spend' order by id`,
    );
    const after = (balances as unknown as { rows: { balance_after: number }[] }).rows.map((r) => r.balance_after);
    expect(after).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('spends nothing for a product that costs 0 credits, and refuses an employer without credits', async () => {
    const employerId = ids.employer('Delta Logistics');
    const spend = (amount: number) =>
      spendCredits(t.deps.db, {
        siteId: ids.site('acme/careers'),
        employerId,
        amount,
        jobUuid: null,
        actor: { userId: 1, impersonatorId: null },
      });
    await expect(spend(0)).resolves.toEqual({ balance: 0 });
    await expect(spend(1)).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.notEnoughCredits });
    expect(await balanceAndLedgerSum(t, employerId)).toEqual({ balance: 0, sum: 0, entries: 0 });
  });

  it('never spends an employer’s credits under another site', async () => {
    const employerId = ids.employer('Acme Bakery');
    const spend = spendCredits(t.deps.db, {
      siteId: ids.site('acme/jobs'),
      employerId,
      amount: 1,
      jobUuid: null,
      actor: { userId: 1, impersonatorId: null },
    });
    await expect(spend).rejects.toMatchObject({ statusCode: 409 });
    expect((await balanceAndLedgerSum(t, employerId)).balance).toBe(7);
  });
});
