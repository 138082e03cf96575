import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES } from '@portal/contract';
import { DEMO_SANDBOX_SECRET } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed/index.js';
import { issueToken } from '../src/modules/auth/service.js';
import { signSandboxEvent } from '../src/modules/payments/sandbox-signature.js';
import { balanceAndLedgerSum } from './credit-helper.js';
import { seedIds, useTestApp, type SeedIds, type TestAppHandle } from './helper.js';

const KEY = 'acme-production-key';
const production = {
  NODE_ENV: 'production',
  ENTERPRISE_KEY: KEY,
  PUBLIC_URL: 'https://jobs.example.com',
};
const enterprise = { [HEADERS.enterprise]: KEY };

/** A session for a seeded user without their (demo) password, which production refuses. */
async function sessionOf(t: TestAppHandle, email: string) {
  const [user] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where email = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  return (await issueToken(t.deps.db, Number(user.id), 3600)).access_token;
}

const countOf = async (t: TestAppHandle, table: 'users' | 'credit_purchases') =>
  Number((await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n);

/** Asks to buy ten credits, as the buy page's "Continue to payment" does. */
const buyTen = (t: TestAppHandle, token: string, scope: { sid: number; empid: number }) =>
  t.request({
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    token,
    scope,
    headers: { ...enterprise, 'idempotency-key': randomUUID() },
    payload: { quantity: 10 },
  });

describe('production with PAYMENT_PROVIDER=none', () => {
  const t = useTestApp({ ...production, PAYMENT_PROVIDER: 'none' });
  let ids: SeedIds;
  const buyer = async () => ({
    token: await sessionOf(t, 'employer@acme.test'),
    scope: { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') },
  });

  it('seeds no demo user at start', async () => {
    expect(t.deps.config.SEED).toBe('off');
    expect(await countOf(t, 'users')).toBe(0);
  });

  // The rest needs people and employers: the demo data, seeded on purpose (as SEED=demo would).
  describe('with the demo data seeded on purpose', () => {
    beforeAll(async () => {
      await seedDemoData(t.deps.db, KEY);
      ids = await seedIds(t);
    });

    it('refuses the demo password at sign-in, as a wrong password', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/portal/auth/login',
        headers: enterprise,
        payload: { email: 'owner@acme.test', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([MESSAGES.invalidCredentials]);
    });

    it('refuses a purchase with 503, records nothing and credits nothing', async () => {
      const { token, scope } = await buyer();
      const before = await balanceAndLedgerSum(t, scope.empid);
      const purchases = await countOf(t, 'credit_purchases');
      const res = await buyTen(t, token, scope);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.purchasesOff });
      expect(await countOf(t, 'credit_purchases')).toBe(purchases);
      expect(await balanceAndLedgerSum(t, scope.empid)).toEqual(before);
    });

    it('tells the buy page that purchases are not available', async () => {
      const { token, scope } = await buyer();
      const res = await t.request({
        method: 'GET',
        url: '/portal/v1/site/credit-pricing',
        token,
        scope,
        headers: enterprise,
      });
      expect(res.json().data.payments).toEqual({ available: false, test_money: false });
    });

    it('has no sandbox: its webhook and checkout do not exist', async () => {
      const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', created: Math.floor(Date.now() / 1000) });
      const res = await t.request({
        method: 'POST',
        url: '/portal/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxEvent(DEMO_SANDBOX_SECRET, body),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('production with the sandbox chosen, and a secret of its own', () => {
  const t = useTestApp({
    ...production,
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: 'this-deployment-own-sandbox-secret',
    SEED: 'demo',
  });

  it('refuses an event signed with the built-in secret, and credits nothing', async () => {
    const token = await sessionOf(t, 'employer@acme.test');
    const scope = { sid: t.ids.site('acme/careers'), empid: t.ids.employer('Acme Bakery') };
    const bought = await buyTen(t, token, scope);
    expect(bought.statusCode).toBe(201);
    const { purchase } = bought.json().data;
    const [row] = await queryRows<{ provider_ref: string }>(
      t.deps.db,
      sql`select provider_ref from credit_purchases where uuid = ${purchase.uuid}`,
    );
    const before = await balanceAndLedgerSum(t, scope.empid);
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { ref: row?.provider_ref, purchase_uuid: purchase.uuid },
    });
    const res = await t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxEvent(DEMO_SANDBOX_SECRET, body) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(await balanceAndLedgerSum(t, scope.empid)).toEqual(before);
  });

  it('tells the buy page the money is test money', async () => {
    const token = await sessionOf(t, 'employer@acme.test');
    const scope = { sid: t.ids.site('acme/careers'), empid: t.ids.employer('Acme Bakery') };
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/site/credit-pricing',
      token,
      scope,
      headers: enterprise,
    });
    expect(res.json().data.payments).toEqual({ available: true, test_money: true });
  });
});
