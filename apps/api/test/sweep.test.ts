import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { sweep } from '../src/workers/sweep.js';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';
import { buildTestApp, useTestApp, type TestApp } from './helper.js';

const HOUR = 3600;

/** Failed sign-ins for `email`, `ageSeconds` old, one per IP. */
async function failedBefore(app: TestApp, email: string, ageSeconds: number, ips: string[]) {
  for (const ip of ips) {
    await app.deps.db.execute(
      sql`insert into login_failures (email, ip, created_at) values (${email}, ${ip}, now() - make_interval(secs => ${ageSeconds}))`,
    );
  }
}

const failureAges = async (app: TestApp, email: string) =>
  (
    await queryRows<{ hours: number }>(
      app.deps.db,
      sql`select round(extract(epoch from now() - created_at) / 3600)::int as hours from login_failures where email = ${email} order by created_at`,
    )
  ).map((r) => r.hours);

const signIn = (app: TestApp, email: string, ip: string) =>
  app.request({
    method: 'POST',
    url: '/portal/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: ip,
  });

describe('the periodic sweep', () => {
  // The account-wide ceiling (3 here) counts failures from all IPs over a day: the sweep keeps those.
  const t = useTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: '3' });

  it('deletes failed sign-ins older than the longest lockout window and keeps the rest', async () => {
    await failedBefore(t, 'old@acme.test', 25 * HOUR, ['192.0.2.1', '192.0.2.2']);
    await failedBefore(t, 'old@acme.test', 2 * HOUR, ['192.0.2.3']);
    await failedBefore(t, 'old@acme.test', 0, ['192.0.2.4']);
    await sweep(t.deps);
    expect(await failureAges(t, 'old@acme.test')).toEqual([2, 0]);
  });

  it('keeps the failures that still lock an account, so sweeping never lifts a lockout', async () => {
    await failedBefore(t, 'admin@acme.test', 20 * HOUR, ['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    await sweep(t.deps);
    expect((await signIn(t, 'admin@acme.test', '192.0.2.50')).statusCode).toBe(429);
  });

  it('lets the owner back in once the failures are older than the window, and drops them', async () => {
    await failedBefore(t, 'manager@acme.test', 25 * HOUR, ['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    await sweep(t.deps);
    expect(await failureAges(t, 'manager@acme.test')).toEqual([]);
    expect((await signIn(t, 'manager@acme.test', '192.0.2.50')).statusCode).toBe(200);
  });

  it('deletes rate-limit hits, and counters of windows begun, older than a day, the longest limit window', async () => {
    await t.deps.db.execute(sql`
      insert into rate_limit_hits (bucket, key, created_at)
      values ('sweep-test', 'old', now() - interval '25 hours'), ('sweep-test', 'recent', now() - interval '23 hours')`);
    await t.deps.db.execute(sql`
      insert into rate_limit_counters (bucket, key, window_start, hits)
      values ('sweep-test', 'old', now() - interval '25 hours', 7), ('sweep-test', 'recent', now() - interval '23 hours', 7)`);
    await sweep(t.deps);
    for (const table of ['rate_limit_hits', 'rate_limit_counters']) {
      const rows = await queryRows<{ key: string }>(
        t.deps.db,
        sql`select key from ${sql.identifier(table)} where bucket = 'sweep-test'`,
      );
      expect(
        rows.map((r) => r.key),
        table,
      ).toEqual(['recent']);
    }
  });
});

describe('the sweep with a per-IP window longer than a day', () => {
  it('keeps failed sign-ins for the longer window', async () => {
    const app = await buildTestApp({ LOGIN_FAILURE_WINDOW_SECONDS: String(48 * HOUR) });
    try {
      await failedBefore(app, 'long@acme.test', 30 * HOUR, ['192.0.2.1']);
      await failedBefore(app, 'long@acme.test', 49 * HOUR, ['192.0.2.2']);
      await sweep(app.deps);
      expect(await failureAges(app, 'long@acme.test')).toEqual([30]);
    } finally {
      await app.close();
    }
  });
});
