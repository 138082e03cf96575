import { describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../src/modules/webhooks/index.js';
import { at, useWebhookSite, WEBHOOKS_URL as url, type Delivery, type Endpoint } from './webhooks-helper.js';
import { verifyStandardWebhook } from './webhook-receiver.js';

// Decision 0106: outbound webhooks, signed, retried, ordered per subject, and kept within their site
// (the lifecycle's and the credits' events: webhook-events.test.ts).
const w = useWebhookSite();
const { t } = w;

describe('POST /portal/v1/site/webhooks', () => {
  it('answers a whsec_ secret once; the list never shows it', async () => {
    const endpoint = await w.createEndpoint(['application.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.request({ method: 'GET', url, token: w.admin, scope: { sid: w.careers } });
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
      token: w.admin,
      scope: { sid: w.careers },
      payload: { url: to, events: ['job.published'] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['url']);
  });
});

describe('delivery', () => {
  it('sends application.created signed as the Standard Webhooks scheme says, and logs it', async () => {
    const endpoint = await w.createEndpoint(['application.created']);
    const { job, application } = await w.candidateApplies();
    const now = new Date();
    expect(await w.deliverAt(now)).toBe(1);
    expect(w.receiver.received).toHaveLength(1);
    const hit = at(w.receiver.received);
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
    const logged = at(await w.deliveries(endpoint.uuid));
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
    const endpoint = await w.createEndpoint(['application.created']);
    w.receiver.answer((n) => (n < 2 ? { status: 500, body: 'down for maintenance' } : { status: 204 }));
    await w.candidateApplies();
    const start = new Date();
    await w.deliverAt(start);
    let logged = at(await w.deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'pending', attempts: 1, response_status: 500 });
    expect(logged.response_excerpt).toBe('down for maintenance');
    expect(new Date(String(logged.next_attempt_at)).getTime() - start.getTime()).toBe(10_000);
    // Not due yet: nothing is sent.
    expect(await w.deliverAt(w.later(start, 9))).toBe(0);
    await w.deliverAt(w.later(start, 10));
    logged = at(await w.deliveries(endpoint.uuid));
    expect(new Date(String(logged.next_attempt_at)).getTime() - w.later(start, 10).getTime()).toBe(30_000);
    await w.deliverAt(w.later(start, 40));
    logged = at(await w.deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'delivered', attempts: 3, response_status: 204 });
    // Three requests, one message: a receiver that deduplicates by webhook-id processes it once.
    expect(w.receiver.received).toHaveLength(3);
    expect(new Set(w.receiver.received.map((r) => r.id)).size).toBe(1);
    expect(new Set(w.receiver.received.map((r) => r.body)).size).toBe(1);
    expect(w.receiver.processed()).toHaveLength(1);
  });

  it('holds a later event of the same application until the earlier one is delivered; others go on', async () => {
    const endpoint = await w.createEndpoint(['application.created', 'application.status_changed']);
    const { application } = await w.candidateApplies();
    const moved = await t.request({
      method: 'POST',
      url: `/portal/v1/applications/${application}/status`,
      token: w.admin,
      scope: { sid: w.careers },
      payload: { status: 'shortlisted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const other = await w.candidateApplies();
    // The first attempt of the first application's creation fails.
    w.receiver.answer((_n, r) =>
      r.json.type === 'application.created' &&
      (r.json.data as { application: { uuid: string } }).application.uuid === application &&
      w.receiver.received.filter((x) => x.id === r.id).length === 1
        ? { status: 503 }
        : { status: 200 },
    );
    const start = new Date();
    expect(await w.deliverAt(start)).toBe(2);
    const subjectOf = (r: { json: { data: Record<string, unknown> } }) =>
      (r.json.data as { application: { uuid: string } }).application.uuid;
    expect(w.receiver.received.map((r) => [subjectOf(r), r.json.type])).toEqual(
      expect.arrayContaining([
        [application, 'application.created'],
        [other.application, 'application.created'],
      ]),
    );
    // The status change waits behind the failed creation, even though it is due.
    expect(await w.deliverAt(w.later(start, 5))).toBe(0);
    await w.deliverAt(w.later(start, 10));
    await w.deliverAt(w.later(start, 10));
    const ours = w.receiver.received.filter((r) => subjectOf(r) === application).map((r) => r.json.type);
    expect(ours).toEqual(['application.created', 'application.created', 'application.status_changed']);
    const log = await w.deliveries(endpoint.uuid);
    expect(log.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('redelivers a delivery on request with the same webhook-id and body', async () => {
    const endpoint = await w.createEndpoint(['application.created']);
    await w.candidateApplies();
    await w.deliverAt(new Date());
    const first = at(await w.deliveries(endpoint.uuid));
    const res = await t.request({
      method: 'POST',
      url: `${url}/${endpoint.uuid}/deliveries/${first.id}/redeliver`,
      token: w.admin,
      scope: { sid: w.careers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Delivery }>().data).toMatchObject({ state: 'pending', message_id: first.message_id });
    await w.deliverAt(new Date());
    expect(w.receiver.received).toHaveLength(2);
    expect(at(w.receiver.received, 1).id).toBe(at(w.receiver.received, 0).id);
    expect(at(w.receiver.received, 1).body).toBe(at(w.receiver.received, 0).body);
    expect((await w.deliveries(endpoint.uuid)).map((d) => d.state)).toEqual(['delivered', 'delivered']);
  });

  it('signs with both secrets while a rotation overlaps', async () => {
    const endpoint = await w.createEndpoint(['application.created']);
    const res = await t.request({
      method: 'POST',
      url: `${url}/${endpoint.uuid}/rotate-secret`,
      token: w.admin,
      scope: { sid: w.careers },
      payload: { overlap_hours: 24 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = res.json<{ data: Endpoint & { previous_secret_until: string } }>().data;
    expect(rotated.secret).not.toBe(endpoint.secret);
    await w.candidateApplies();
    const now = new Date();
    await w.deliverAt(now);
    const hit = at(w.receiver.received);
    expect(hit.signature.split(' ')).toHaveLength(2);
    const seconds = Math.floor(now.getTime() / 1000);
    expect(verifyStandardWebhook(endpoint.secret, hit, hit.body, seconds)).toBe(true);
    expect(verifyStandardWebhook(rotated.secret, hit, hit.body, seconds)).toBe(true);
  });
});

describe('addresses a webhook may not reach', () => {
  const strict = () => ({ ...t.deps, config: { ...t.deps.config, WEBHOOK_ALLOW_LOOPBACK: false } });

  it('never connects to a name that resolves to 127.0.0.1 (localhost)', async () => {
    const endpoint = await w.createEndpoint(['application.created'], {
      to: `http://localhost:${w.receiver.port}/hooks`,
    });
    await w.candidateApplies();
    await w.deliverAt(new Date(), strict());
    expect(w.receiver.received).toHaveLength(0);
    const logged = at(await w.deliveries(endpoint.uuid));
    expect(logged).toMatchObject({ state: 'pending', response_status: null });
    expect(logged.error).toMatch(/may not reach/);
  });

  it('refuses every address of a name when one of them is private (a rebinding name)', async () => {
    const endpoint = await w.createEndpoint(['application.created'], { to: `http://rebind.test:${w.receiver.port}/` });
    await w.candidateApplies();
    const lookup = async () => [{ address: '93.184.216.34' }, { address: '127.0.0.1' }];
    await deliverDueWebhooks(strict(), 20, { lookup });
    expect(w.receiver.received).toHaveLength(0);
    expect(at(await w.deliveries(endpoint.uuid)).error).toMatch(/rebind\.test resolves to an address/);
  });
});

describe('an endpoint failing for a day', () => {
  it("is disabled, its site's admins are told, and it receives no more events", async () => {
    const endpoint = await w.createEndpoint(['application.created']);
    w.receiver.answer(() => ({ status: 500 }));
    await w.candidateApplies();
    const start = new Date();
    await w.deliverAt(start);
    await w.deliverAt(w.later(start, 12 * 3600));
    let listed = await t.request({ method: 'GET', url, token: w.admin, scope: { sid: w.careers } });
    expect(listed.json<{ data: Endpoint[] }>().data[0]).toMatchObject({ enabled: true });
    await w.deliverAt(w.later(start, 24 * 3600 + 60));
    listed = await t.request({ method: 'GET', url, token: w.admin, scope: { sid: w.careers } });
    expect(listed.json<{ data: Endpoint[] }>().data[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect((await w.deliveries(endpoint.uuid))[0]).toMatchObject({ state: 'failed', next_attempt_at: null });
    const inbox = await t.request({
      method: 'GET',
      url: '/portal/v1/notifications/inbox',
      token: w.admin,
      scope: { sid: w.careers },
    });
    expect(inbox.json<{ data: { kind: string; params: { url: string } }[] }>().data).toContainEqual(
      expect.objectContaining({ kind: 'webhook_disabled', params: { url: w.receiver.url } }),
    );
    await w.candidateApplies();
    expect(await w.deliveries(endpoint.uuid)).toHaveLength(1);
  });
});

describe('tenancy', () => {
  it("never gives an endpoint of one site another site's events, nor its endpoints", async () => {
    const ours = await w.createEndpoint(['application.created']);
    const theirs = await w.createEndpoint(['application.created'], { sid: w.talent, token: w.globex });
    await w.candidateApplies();
    await w.deliverAt(new Date());
    expect(await w.deliveries(ours.uuid)).toHaveLength(1);
    expect(await w.deliveries(theirs.uuid, { sid: w.talent, token: w.globex })).toHaveLength(0);
    const foreign = await t.request({
      method: 'GET',
      url: `${url}/${ours.uuid}/deliveries`,
      token: w.globex,
      scope: { sid: w.talent },
    });
    expect(foreign.statusCode).toBe(404);
    const listed = await t.request({ method: 'GET', url, token: w.globex, scope: { sid: w.talent } });
    expect(listed.json<{ data: { uuid: string }[] }>().data.map((e) => e.uuid)).toEqual([theirs.uuid]);
  });
});
