import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';
import { hashPassword, verifyPassword } from '../src/lib/passwords.js';
import { buildTestApp, type TestApp } from './helper.js';

// Response times must not tell which addresses exist. Each address kind is timed against a real
// user, interleaved in a shuffled order every round, and compared by the median of the per-round
// differences, so load from other processes on the machine cancels out. The worker is off so
// background jobs add no noise; the limits are raised so no 429 interrupts.
let t: TestApp;
let adminHash: string | null;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '10000',
    LOGIN_MAX_FAILURES_PER_IP: '10000',
    FORGOT_PASSWORD_MAX_PER_ADDRESS: '10000',
    FORGOT_PASSWORD_MAX_PER_IP: '10000',
  });
  const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@acme.test'));
  if (!admin) throw new Error('no admin@acme.test');
  // The seeded users carry the tests' cheap hash (decision 0026); the user timed here gets the
  // production parameters back, or a real sign-in would be faster than the decoy verify.
  adminHash = await hashPassword(DEMO_PASSWORD);
  await t.deps.db.update(users).set({ password_hash: adminHash }).where(eq(users.id, admin.id));
  await t.deps.db.insert(users).values([
    { enterprise_id: admin.enterprise_id, email: 'invited-timing@acme.test', name: 'Invited', password_hash: null },
    {
      enterprise_id: admin.enterprise_id,
      email: 'disabled-timing@acme.test',
      name: 'Disabled',
      password_hash: await hashPassword('disabled-user-pass'),
      disabled_at: sql`now()`,
    },
  ]);
});
afterAll(() => t.close());

const ADDRESSES = {
  real: 'admin@acme.test',
  unknown: 'nobody-timing@acme.test',
  invited: 'invited-timing@acme.test',
  disabled: 'disabled-timing@acme.test',
};
type Kind = keyof typeof ADDRESSES;
const OTHERS = ['unknown', 'invited', 'disabled'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Runs every probe once per round in a shuffled order (after two warm-up rounds) and returns, per
 * probe, its median time and the median of its per-round difference from the `real` probe.
 */
async function timeProbes<K extends string>(rounds: number, probes: Record<K | 'real', () => Promise<unknown>>) {
  const names = Object.keys(probes) as (K | 'real')[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K | 'real', number[]>;
  for (let round = -2; round < rounds; round++) {
    for (const name of [...names].sort(() => Math.random() - 0.5)) {
      const start = performance.now();
      await probes[name]();
      if (round >= 0) times[name].push(performance.now() - start);
    }
  }
  const median_ = (name: K | 'real') => median(times[name]);
  const diff = (name: K | 'real') => median(times[name].map((ms, i) => ms - (times.real[i] ?? 0)));
  return { median: median_, diff };
}

function report(
  route: string,
  timing: { median: (k: Kind) => number; diff: (k: Kind) => number },
  bound: number,
  extra = '',
) {
  const cells = (Object.keys(ADDRESSES) as Kind[]).map(
    (k) => `${k} ${timing.median(k).toFixed(1)} (${timing.diff(k).toFixed(1)})`,
  );
  console.info(`${route} ms, median (median diff from real): ${cells.join(', ')}; bound ±${bound.toFixed(1)}${extra}`);
}

/** One request per address kind, each checked for its expected status. */
function requestsFor(url: string, payload: (email: string) => object, status: number) {
  const send = (kind: Kind) => async () => {
    const res = await t.request({ method: 'POST', url, payload: payload(ADDRESSES[kind]) });
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(status);
  };
  return { real: send('real'), unknown: send('unknown'), invited: send('invited'), disabled: send('disabled') };
}

describe('POST /portal/auth/login timing', () => {
  it('takes as long for an unknown, invited or disabled address as for a wrong password of a real user', async () => {
    const timing = await timeProbes(25, {
      ...requestsFor('/portal/auth/login', (email) => ({ email, password: 'wrong-password-x' }), 422),
      // One Argon2 verify, timed under the same load: what the old code skipped on some paths.
      verify: () => verifyPassword(adminHash, 'wrong-password-x'),
    });
    const bound = timing.median('verify') * 0.5;
    report('login', timing, bound, `; argon2 verify ${timing.median('verify').toFixed(1)}`);
    for (const kind of OTHERS) expect(Math.abs(timing.diff(kind)), kind).toBeLessThan(bound);
  });
});

describe('POST /portal/auth/forgot-password timing', () => {
  it('takes as long for an unknown, invited or disabled address as for a real user', async () => {
    const timing = await timeProbes(
      60,
      requestsFor('/portal/auth/forgot-password', (email) => ({ email }), 200),
    );
    // Recording a token and a mail in the request for known users only added over half of the
    // fastest kind's time (measured +8–22 ms on 15–28 ms under load); now every address does the same work.
    const bound = Math.min(...(Object.keys(ADDRESSES) as Kind[]).map((k) => timing.median(k))) * 0.3;
    report('forgot-password', timing, bound);
    for (const kind of OTHERS) expect(Math.abs(timing.diff(kind)), kind).toBeLessThan(bound);
  });
});
