import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditPurchases } from '../src/db/schema/index.js';
import { settlePurchase } from '../src/modules/credits/purchase-service.js';
import { deleteSettledDeliveries, deliverDueWebhooks, WEBHOOK_LOG_DAYS } from '../src/modules/webhooks/index.js';
import { apply, DOMAINS, jobOf } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';
import { startReceiver, verifyStandardWebhook, type Receiver } from './webhook-receiver.js';

// Decision 0106: outbound webhooks, signed, retried, ordered per subject, and kept within their site.
// The tests' receiver listens on 127.0.0.1, which WEBHOOK_ALLOW_LOOPBACK lets through (refused in production).
const t = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
const url = '/portal/v1/site/webhooks';
let receiver: Receiver;
let careers: number;
let talent: number;
let admin: string;
let globex: string;

interface Endpoint {
  uuid: string;
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
}
interface Delivery {
  id: number;
  message_id: string;
  event: string;
  state: string;
  attempts: number;
  response_status: number | null;
  response_excerpt: string | null;
  latency_ms: number | null;
  error: string | null;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
}

beforeAll(async () => {
  receiver = await startReceiver();
  careers = t.ids.site('acme/careers');
  talent = t.ids.site('globex/talent');
  admin = await t.login('admin@acme.test');
  globex = await t.login('owner@globex.test');
});
afterAll(async () => {
  await receiver.close();
});
afterEach(async () => {
  await t.deps.db.execute(sql`delete from webhook_endpoints`);
  receiver.received.splice(0);
  receiver.answer(() => ({ status: 200, body: 'ok' }));
});

async function createEndpoint(events: string[], opts: { sid?: number; token?: string; to?: string } = {}) {
  const res = await t.request({
    method: 'POST',
    url,
    token: opts.token ?? admin,
    scope: { sid: opts.sid ?? careers },
    payload: { url: opts.to ?? receiver.url, description: 'ATS', events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Endpoint }>().data;
}

async function deliveries(endpoint: string, opts: { sid?: number; token?: string } = {}) {
  const res = await t.request({
    method: 'GET',
    url: `${url}/${endpoint}/deliveries`,
    token: opts.token ?? admin,
    scope: { sid: opts.sid ?? careers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Delivery[] }>().data;
}

let applicants = 0;
/** A new candidate applies for the careers site's live Pastry Chef: one application.created. */
async function candidateApplies() {
  const job = await jobOf(t, careers, 'Pastry Chef');
  applicants += 1;
  const res = await apply(t, DOMAINS.careers, job.uuid, {
    email: `hook-${applicants}@candidate.test`,
    answers: { '0': 'yes', '1': 'Mornings' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const rows = await queryRows<{ uuid: string }>(
    t.deps.db,
    sql`select uuid from applications where email = ${`hook-${applicants}@candidate.test`}`,
  );
  return { job, application: at(rows).uuid };
}

/** The list's entry at `i`, which the test expects to be there. */
function at<T>(list: readonly T[], i = 0): T {
  const value = list[i];
  if (value === undefined) throw new Error(`nothing at ${i} of ${list.length}`);
  return value;
}

const deliverAt = (at: Date, deps = t.deps) => deliverDueWebhooks(deps, 20, { now: () => at });
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('POST /portal/v1/site/webhooks', () => {
  it('answers a whsec_ secret once; the list never shows it', async () => {
    const endpoint = await createEndpoint(['application.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.request({ method: 'GET', url, token: admin, scope: { sid: careers } });
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json<{ data: { uuid: string }[] }>().data.map((e) => e.uuid)).toEqual([endpoint.uuid]);
  });

  it.each([
    'http://10.1.2.3/hooks',
    'http://192.168.0.10/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]/hooks',
    'http://[fe80::1]/hooks',
    'http://[::ffff:10.0.0.1]/hooks',
    'ftp://example.com/hooks',
  ])('refuses %s with a 422 on url', async (to) => {
    const res = await t.request({
      method: 'POST',
      url,
      token: admin,
      scope: { sid: careers },
      payload: { url: to, events: ['job.published'] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['url']);
  });
});

describe('delivery', () => {
  it('sends application.created signed as the Standard Webhooks scheme says, and logs it', async () => {
    const endpoint = await createEndpoint(['application.created']);
    const { job, application } = await candidateApplies();
    const now = new Date();
    expect(await deliverAt(now)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const hit = at(receiver.received);
    expect(verifyStandardWebhook(endpoint.secret, hit, hit.body, Math.floor(now.getTime() / 1000))).toBe(true);
    // Another secret, or a changed body, does not verify.
    expect(
      verifyStandardWebhook(`whsec_${Buffer.alloc(24).toString('base64')}`, hit, hit.body, hit.timestamp as never),
    ).toBe(false);
    expect(
      verifyStandardWebhook(endpoint.secret, hit, hit.body.replace('}', ' }'), Math.floor(now.getTime() / 1000)),
    ).toBe(false);
    expect(hit.id).toMatch(/^msg_/);
    expect(hit.json.type).toBe('application.created');
    expect(hit.json.data).toMatchObject({ application: { uuid: application, job_uuid: job.uuid } });
    // Never a candidate's contact details.
    expect(hit.body).not.toContain('@candidate.test');
    const logged = at(await deliveries(endpoint.uuid));
    expect(logged).toMatchObject({
      event: 'application.created',
      state: 'delivered',
      attempts: 1,
      response_status: 200,
      response_excerpt: 'ok',
      message_id: hit.id,
      next_attempt_at: null,
    });
    expect(logged.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('retries a failing receiver after 10 s then 30 s, with the same webhook-id, until it answers 2xx', async () => {
    const endpoint = await createEndpoint(['application.created']);
    receiver.answer((n) => (n < 2 ? { status: 500, body: 'down for maintenance' } : { status: 204 }));
    await candidateApplies();
    const start = new Date();
    await deliverAt(start);
    let logged = at(await deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'pending', attempts: 1, response_status: 500 });
    expect(logged.response_excerpt).toBe('down for maintenance');
    expect(new Date(String(logged.next_attempt_at)).getTime() - start.getTime()).toBe(10_000);
    // Not due yet: nothing is sent.
    expect(await deliverAt(later(start, 9))).toBe(0);
    await deliverAt(later(start, 10));
    logged = at(await deliveries(endpoint.uuid));
    expect(new Date(String(logged.next_attempt_at)).getTime() - later(start, 10).getTime()).toBe(30_000);
    await deliverAt(later(start, 40));
    logged = at(await deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'delivered', attempts: 3, response_status: 204 });
    // Three requests, one message: a receiver that deduplicates by webhook-id processes it once.
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(receiver.processed()).toHaveLength(1);
  });

  it('holds a later event of the same application until the earlier one is delivered; others go on', async () => {
    const endpoint = await createEndpoint(['application.created', 'application.status_changed']);
    const { application } = await candidateApplies();
    const moved = await t.request({
      method: 'POST',
      url: `/portal/v1/applications/${application}/status`,
      token: admin,
      scope: { sid: careers },
      payload: { status: 'shortlisted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const other = await candidateApplies();
    // The first attempt of the first application's creation fails.
    receiver.answer((_n, r) =>
      r.json.type === 'application.created' &&
      (r.json.data as { application: { uuid: string } }).application.uuid === application &&
      receiver.received.filter((x) => x.id === r.id).length === 1
        ? { status: 503 }
        : { status: 200 },
    );
    const start = new Date();
    expect(await deliverAt(start)).toBe(2);
    const subjectOf = (r: { json: { data: Record<string, unknown> } }) =>
      (r.json.data as { application: { uuid: string } }).application.uuid;
    expect(receiver.received.map((r) => [subjectOf(r), r.json.type])).toEqual(
      expect.arrayContaining([
        [application, 'application.created'],
        [other.application, 'application.created'],
      ]),
    );
    // The status change waits behind the failed creation, even though it is due.
    expect(await deliverAt(later(start, 5))).toBe(0);
    await deliverAt(later(start, 10));
    await deliverAt(later(start, 10));
    const ours = receiver.received.filter((r) => subjectOf(r) === application).map((r) => r.json.type);
    expect(ours).toEqual(['application.created', 'application.created', 'application.status_changed']);
    const log = await deliveries(endpoint.uuid);
    expect(log.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('redelivers a delivery on request with the same webhook-id and body', async () => {
    const endpoint = await createEndpoint(['application.created']);
    await candidateApplies();
    await deliverAt(new Date());
    const first = at(await deliveries(endpoint.uuid));
    const res = await t.request({
      method: 'POST',
      url: `${url}/${endpoint.uuid}/deliveries/${first.id}/redeliver`,
      token: admin,
      scope: { sid: careers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Delivery }>().data).toMatchObject({ state: 'pending', message_id: first.message_id });
    await deliverAt(new Date());
    expect(receiver.received).toHaveLength(2);
    expect(at(receiver.received, 1).id).toBe(at(receiver.received, 0).id);
    expect(at(receiver.received, 1).body).toBe(at(receiver.received, 0).body);
    expect((await deliveries(endpoint.uuid)).map((d) => d.state)).toEqual(['delivered', 'delivered']);
  });

  it('signs with both secrets while a rotation overlaps', async () => {
    const endpoint = await createEndpoint(['application.created']);
    const res = await t.request({
      method: 'POST',
      url: `${url}/${endpoint.uuid}/rotate-secret`,
      token: admin,
      scope: { sid: careers },
      payload: { overlap_hours: 24 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = res.json<{ data: Endpoint & { previous_secret_until: string } }>().data;
    expect(rotated.secret).not.toBe(endpoint.secret);
    await candidateApplies();
    const now = new Date();
    await deliverAt(now);
    const hit = at(receiver.received);
    expect(hit.signature.split(' ')).toHaveLength(2);
    const seconds = Math.floor(now.getTime() / 1000);
    expect(verifyStandardWebhook(endpoint.secret, hit, hit.body, seconds)).toBe(true);
    expect(verifyStandardWebhook(rotated.secret, hit, hit.body, seconds)).toBe(true);
  });
});

describe('addresses a webhook may not reach', () => {
  const strict = () => ({ ...t.deps, config: { ...t.deps.config, WEBHOOK_ALLOW_LOOPBACK: false } });

  it('never connects to a name that resolves to 127.0.0.1 (localhost)', async () => {
    const endpoint = await createEndpoint(['application.created'], { to: `http://localhost:${receiver.port}/hooks` });
    await candidateApplies();
    await deliverAt(new Date(), strict());
    expect(receiver.received).toHaveLength(0);
    const logged = at(await deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'pending', response_status: null });
    expect(logged.error).toMatch(/may not reach/);
  });

  it('refuses every address of a name when one of them is private (a rebinding name)', async () => {
    const endpoint = await createEndpoint(['application.created'], { to: `http://rebind.test:${receiver.port}/` });
    await candidateApplies();
    const lookup = async () => [{ address: '93.184.216.34' }, { address: '127.0.0.1' }];
    await deliverDueWebhooks(strict(), 20, { lookup });
    expect(receiver.received).toHaveLength(0);
    expect(at(await deliveries(endpoint.uuid)).error).toMatch(/rebind\.test resolves to an address/);
  });
});

describe('an endpoint failing for a day', () => {
  it("is disabled, its site's admins are told, and it receives no more events", async () => {
    const endpoint = await createEndpoint(['application.created']);
    receiver.answer(() => ({ status: 500 }));
    await candidateApplies();
    const start = new Date();
    await deliverAt(start);
    await deliverAt(later(start, 12 * 3600));
    let listed = await t.request({ method: 'GET', url, token: admin, scope: { sid: careers } });
    expect(listed.json<{ data: Endpoint[] }>().data[0]).toMatchObject({ enabled: true });
    await deliverAt(later(start, 24 * 3600 + 60));
    listed = await t.request({ method: 'GET', url, token: admin, scope: { sid: careers } });
    expect(listed.json<{ data: Endpoint[] }>().data[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect((await deliveries(endpoint.uuid))[0]).toMatchObject({ state: 'failed', next_attempt_at: null });
    const inbox = await t.request({
      method: 'GET',
      url: '/portal/v1/notifications/inbox',
      token: admin,
      scope: { sid: careers },
    });
    expect(inbox.json<{ data: { kind: string; params: { url: string } }[] }>().data).toContainEqual(
      expect.objectContaining({ kind: 'webhook_disabled', params: { url: receiver.url } }),
    );
    await candidateApplies();
    expect(await deliveries(endpoint.uuid)).toHaveLength(1);
  });
});

describe('tenancy', () => {
  it("never gives an endpoint of one site another site's events, nor its endpoints", async () => {
    const ours = await createEndpoint(['application.created']);
    const theirs = await createEndpoint(['application.created'], { sid: talent, token: globex });
    await candidateApplies();
    await deliverAt(new Date());
    expect(await deliveries(ours.uuid)).toHaveLength(1);
    expect(await deliveries(theirs.uuid, { sid: talent, token: globex })).toHaveLength(0);
    const foreign = await t.request({
      method: 'GET',
      url: `${url}/${ours.uuid}/deliveries`,
      token: globex,
      scope: { sid: talent },
    });
    expect(foreign.statusCode).toBe(404);
    const listed = await t.request({ method: 'GET', url, token: globex, scope: { sid: talent } });
    expect(listed.json<{ data: { uuid: string }[] }>().data.map((e) => e.uuid)).toEqual([theirs.uuid]);
  });
});

describe('events of the job lifecycle and of employers', () => {
  it('emits job.expired and employer.registered with the public fields', async () => {
    await createEndpoint(['job.expired', 'employer.registered', 'job.updated']);
    const job = await jobOf(t, careers, 'Dental Receptionist');
    const expired = await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${job.uuid}/expire`,
      token: admin,
      scope: { sid: careers },
      payload: {},
    });
    expect(expired.statusCode, expired.body).toBe(200);
    const employer = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: { sid: careers },
      payload: {
        type: 'business',
        business_name: 'Hooked Ltd',
        contact_name: 'Hook',
        contact_email: 'hook@hooked.test',
      },
    });
    await deliverAt(new Date());
    const types = receiver.received.map((r) => r.json.type);
    expect(types).toContain('job.expired');
    const hit = at(receiver.received.filter((r) => r.json.type === 'job.expired'));
    expect(hit.json.data).toMatchObject({ job: { uuid: job.uuid, status: 'expired' }, to_status: 'expired' });
    expect(employer.statusCode, employer.body).toBe(201);
    expect(types).toContain('employer.registered');
  });

  it('emits job.published when an on-hold job is approved, and credits.purchased when a purchase is paid', async () => {
    await createEndpoint(['job.published', 'credits.purchased']);
    const held = await jobOf(t, careers, 'Warehouse Assistant');
    const approved = await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${held.uuid}/approve`,
      token: admin,
      scope: { sid: careers },
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const employer = t.ids.employer('Acme Bakery');
    const [purchase] = await t.deps.db
      .insert(creditPurchases)
      .values({
        site_id: careers,
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
    await deliverAt(new Date());
    const byType = Object.fromEntries(receiver.received.map((r) => [r.json.type, r.json.data]));
    expect(byType['job.published']).toMatchObject({ job: { uuid: held.uuid, status: 'live' }, from_status: 'on_hold' });
    expect(byType['credits.purchased']).toEqual({
      purchase: { uuid: purchase.uuid, employer_id: employer, quantity: 5, total_minor: 500, currency: 'EUR' },
    });
  });

  it('keeps the delivery log 30 days: older delivered and failed rows go, pending ones stay', async () => {
    await createEndpoint(['application.created']);
    await candidateApplies();
    await candidateApplies();
    await candidateApplies();
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
