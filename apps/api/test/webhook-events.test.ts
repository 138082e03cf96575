import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditPurchases } from '../src/db/schema/index.js';
import { settlePurchase } from '../src/modules/credits/purchase-service.js';
import { deleteSettledDeliveries, WEBHOOK_LOG_DAYS } from '../src/modules/webhooks/index.js';
import { jobOf } from './candidate-site-helper.js';
import { at, useWebhookSite } from './webhooks-helper.js';

// Decision 0106: the events of a job's lifecycle, of employers and of credits, and the delivery log's
// retention (the endpoints, signing, retries and tenancy: webhooks.test.ts).
const w = useWebhookSite();
const { t } = w;

describe('events of the job lifecycle and of employers', () => {
  it('emits job.expired and employer.registered with the public fields', async () => {
    await w.createEndpoint(['job.expired', 'employer.registered', 'job.updated']);
    const job = await jobOf(t, w.careers, 'Dental Receptionist');
    const expired = await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${job.uuid}/expire`,
      token: w.admin,
      scope: { sid: w.careers },
      payload: {},
    });
    expect(expired.statusCode, expired.body).toBe(200);
    const employer = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: w.admin,
      scope: { sid: w.careers },
      payload: {
        type: 'business',
        business_name: 'Hooked Ltd',
        contact_name: 'Hook',
        contact_email: 'hook@hooked.test',
      },
    });
    await w.deliverAt(new Date());
    const types = w.receiver.received.map((r) => r.json.type);
    expect(types).toContain('job.expired');
    const hit = at(w.receiver.received.filter((r) => r.json.type === 'job.expired'));
    expect(hit.json.data).toMatchObject({ job: { uuid: job.uuid, status: 'expired' }, to_status: 'expired' });
    expect(employer.statusCode, employer.body).toBe(201);
    expect(types).toContain('employer.registered');
  });

  it('emits job.published when an on-hold job is approved, and credits.purchased when a purchase is paid', async () => {
    await w.createEndpoint(['job.published', 'credits.purchased']);
    const held = await jobOf(t, w.careers, 'Warehouse Assistant');
    const approved = await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${held.uuid}/approve`,
      token: w.admin,
      scope: { sid: w.careers },
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const employer = t.ids.employer('Acme Bakery');
    const [purchase] = await t.deps.db
      .insert(creditPurchases)
      .values({
        site_id: w.careers,
        employer_id: employer,
        quantity: 5,
        unit_price_minor: 100,
        percent_off: 0,
        cost_per_credit_minor: 100,
        subtotal_minor: 500,
        discount_minor: 0,
        total_minor: 500,
        currency: 'EUR',
        provider: 'sandbox',
        return_base: 'http://localhost',
        idempotency_key: 'webhooks-test',
      })
      .returning();
    if (!purchase) throw new Error('no purchase');
    expect(await settlePurchase(t.deps.db, { id: purchase.id, provider: 'sandbox' })).toBe(true);
    await w.deliverAt(new Date());
    const byType = Object.fromEntries(w.receiver.received.map((r) => [r.json.type, r.json.data]));
    expect(byType['job.published']).toMatchObject({ job: { uuid: held.uuid, status: 'live' }, from_status: 'on_hold' });
    expect(byType['credits.purchased']).toEqual({
      purchase: { uuid: purchase.uuid, employer_id: employer, quantity: 5, total_minor: 500, currency: 'EUR' },
    });
  });

  it('keeps the delivery log 30 days: older delivered and failed rows go, pending ones stay', async () => {
    await w.createEndpoint(['application.created']);
    await w.candidateApplies();
    await w.candidateApplies();
    await w.candidateApplies();
    const ids = (await queryRows<{ id: number }>(t.deps.db, sql`select id from webhook_deliveries order by id`)).map(
      (r) => r.id,
    );
    const [delivered, failed, pending] = ids;
    await t.deps.db.execute(sql`update webhook_deliveries set created_at = now() - interval '31 days'`);
    await t.deps.db.execute(sql`update webhook_deliveries set state = 'delivered' where id = ${delivered}`);
    await t.deps.db.execute(sql`update webhook_deliveries set state = 'failed' where id = ${failed}`);
    expect(await deleteSettledDeliveries(t.deps.db, WEBHOOK_LOG_DAYS)).toBe(2);
    const left = await queryRows<{ id: number }>(t.deps.db, sql`select id from webhook_deliveries`);
    expect(left.map((r) => r.id)).toEqual([pending]);
  });
});
