import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { deliverDueWebhooks } from '../src/modules/webhooks/index.js';
import { apply, DOMAINS, jobOf } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';
import { startReceiver, type Receiver } from './webhook-receiver.js';

// Decision 0106's tests share one app with a receiver on 127.0.0.1, which WEBHOOK_ALLOW_LOOPBACK lets
// through (refused in production), two sites and their admins; each test starts with no endpoint.
export const WEBHOOKS_URL = '/portal/v1/site/webhooks';

export interface Endpoint {
  uuid: string;
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
}
export interface Delivery {
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

/** The list's entry at `i`, which the test expects to be there. */
export function at<T>(list: readonly T[], i = 0): T {
  const value = list[i];
  if (value === undefined) throw new Error(`nothing at ${i} of ${list.length}`);
  return value;
}

/** The app, its receiver, sites and admins, and the steps the webhook tests share. */
export function useWebhookSite() {
  const t = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  const url = WEBHOOKS_URL;
  let receiver: Receiver;
  let careers: number;
  let talent: number;
  let admin: string;
  let globex: string;

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

  const deliverAt = (at: Date, deps = t.deps) => deliverDueWebhooks(deps, 20, { now: () => at });
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

  return {
    t,
    get receiver() {
      return receiver;
    },
    get careers() {
      return careers;
    },
    get talent() {
      return talent;
    },
    get admin() {
      return admin;
    },
    get globex() {
      return globex;
    },
    createEndpoint,
    deliveries,
    candidateApplies,
    deliverAt,
    later,
  };
}
