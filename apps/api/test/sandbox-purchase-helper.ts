import { randomUUID } from 'node:crypto';
import { DEMO_SANDBOX_SECRET } from '../src/config.js';
import { signSandboxEvent } from '../src/modules/payments/sandbox-signature.js';
import { waitFor } from './credit-helper.js';
import type { TestAppHandle } from './helper.js';

/** The demo's built-in sandbox secret, which the test apps run with. */
export const SANDBOX_SECRET = DEMO_SANDBOX_SECRET;

/** Acme Bakery's employer admin buying through the sandbox, and the sandbox's signed webhook. */
export function sandboxPurchases(t: TestAppHandle) {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  async function buyer() {
    const token = await t.login('employer@acme.test');
    const employerId = t.ids.employer('Acme Bakery');
    return { token, employerId, scope: { sid: t.ids.site('acme/careers'), empid: employerId } };
  }

  async function buy(quantity: number, key: string = randomUUID()) {
    const { token, scope } = await buyer();
    return t.request({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token,
      scope,
      headers: { 'idempotency-key': key },
      payload: { quantity },
    });
  }

  async function statusOf(uuid: string) {
    const { token, scope } = await buyer();
    const res = await t.request({ method: 'GET', url: `/portal/v1/credit/purchases/${uuid}`, token, scope });
    return res.json().data as { purchase: { status: string; failure_message: string | null }; balance: number };
  }

  const settled = (uuid: string) =>
    waitFor(async () => {
      const data = await statusOf(uuid);
      return data.purchase.status !== 'pending' && data;
    });

  /** A webhook as the sandbox's delivery sends it, signed (or not) as told. */
  function webhook(event: object, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
    const body = JSON.stringify(event);
    const signature =
      opts.signature === undefined
        ? signSandboxEvent(opts.secret ?? SANDBOX_SECRET, body, opts.timestamp)
        : opts.signature;
    return t.request({
      method: 'POST',
      url: '/portal/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'sandbox-signature': signature }),
      },
      payload: body,
    });
  }

  const paidEvent = (ref: string, purchaseUuid: string) => ({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { ref, purchase_uuid: purchaseUuid },
  });

  return { form, buyer, buy, settled, webhook, paidEvent };
}
