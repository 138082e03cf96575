import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { buildTestApp, seedIds, type TestApp } from './helper.js';

const ATTACKER = 'attacker@evil.example';
const PROBE_KEYS = ['cc', 'bcc', 'public', 'scope', 'permission', 'right', 'polluted'];

let t: TestApp;
let token: string;
let careers: number;
let prototypeKeys: (string | symbol)[];
let probes = 0;

beforeAll(async () => {
  prototypeKeys = Reflect.ownKeys(Object.prototype);
  t = await buildTestApp(
    { FORGOT_PASSWORD_MAX_PER_ADDRESS: '1000', FORGOT_PASSWORD_MAX_PER_IP: '1000' },
    { worker: true },
  );
  token = await t.login('admin@acme.test');
  careers = (await seedIds(t)).site('acme/careers');
});
afterAll(() => t.close());

// A polluted prototype would break every later test of the file: put it back whatever happened.
afterEach(() => {
  for (const key of Reflect.ownKeys(Object.prototype)) {
    if (!prototypeKeys.includes(key)) Reflect.deleteProperty(Object.prototype, key);
  }
});

/** The delivered .eml files (DATA_DIR/mail) addressed to `address`. */
function emlsTo(address: string): string[] {
  const dir = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((eml) => eml.split('\n').includes(`To: ${address}`));
}

function expectOnlyRecipient(eml: string, address: string) {
  const headers = eml.split('\n\n')[0] ?? '';
  expect(headers).not.toMatch(/^(Cc|Bcc|Reply-To):/im);
  expect(headers.match(/^To: .*$/gm)).toEqual([`To: ${address}`]);
  expect(eml).not.toContain(ATTACKER);
}

/** Object.prototype is as it was, a later signed-in request works, and a later mail goes to its address only. */
async function expectNoPollution() {
  expect(Reflect.ownKeys(Object.prototype)).toEqual(prototypeKeys);
  const probe = {} as Record<string, unknown>;
  for (const key of PROBE_KEYS) expect(probe[key], key).toBeUndefined();

  expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/portal/v1/employer-types' })).statusCode).toBe(401);

  const to = `probe-${++probes}@acme.test`;
  await t.deps.mailer.send({ to, subject: 'Probe', text: 'Hello' });
  const [eml, ...others] = emlsTo(to);
  expect(others).toEqual([]);
  expectOnlyRecipient(eml ?? '', to);
}

const QUERY_VECTORS = [
  `__proto__[cc]=${ATTACKER}`,
  `__proto__%5Bcc%5D=${ATTACKER}`,
  `%5F%5Fproto%5F%5F%5Bcc%5D=${encodeURIComponent(ATTACKER)}`,
  `__proto__[public]=1`,
  `__proto__=1&__proto__[bcc]=${ATTACKER}`,
  `__proto__[__proto__][cc]=${ATTACKER}`,
  `a[__proto__][cc]=${ATTACKER}`,
  `filter[__proto__][public]=1`,
  `constructor[prototype][cc]=${ATTACKER}`,
  `constructor%5Bprototype%5D%5Bpublic%5D=1`,
  `a[constructor][prototype][cc]=${ATTACKER}`,
  `ids[0][__proto__][cc]=${ATTACKER}`,
  `ids[][constructor][prototype][polluted]=1`,
  `__proto__.cc=${ATTACKER}`,
];

describe('prototype keys in the query string', () => {
  it.each(QUERY_VECTORS)('pollutes nothing, public or signed in: %s', async (vector) => {
    const branding = await t.request({ method: 'GET', url: `/portal/accounts/branding?domain=localhost&${vector}` });
    expect(branding.statusCode).toBeLessThan(500);

    const forgot = await t.request({
      method: 'POST',
      url: `/portal/auth/forgot-password?${vector}`,
      payload: { email: 'admin@acme.test' },
    });
    expect(forgot.statusCode).toBe(200);

    // `__proto__[public]=1` must not make a private route public.
    const stranger = await t.request({ method: 'GET', url: `/portal/v1/employer-types?${vector}` });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: MESSAGES.unauthenticated });

    const signedIn = await t.request({ method: 'GET', url: `/portal/v1/employer-types?${vector}`, token });
    expect(signedIn.statusCode).toBe(200);

    const list = await t.request({
      method: 'GET',
      url: `/portal/v1/employers?filter[status]=live&${vector}`,
      token,
      scope: { sid: careers },
    });
    expect([200, 422]).toContain(list.statusCode);

    expect((await t.app.inject({ method: 'GET', url: `/healthz?${vector}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/reset-password?${vector}` })).statusCode).toBeLessThan(500);

    await expectNoPollution();
  });
});

const BODY_VECTORS = [
  `{"email":"admin@acme.test","__proto__":{"cc":"${ATTACKER}"}}`,
  `{"email":"admin@acme.test","constructor":{"prototype":{"cc":"${ATTACKER}"}}}`,
  `{"email":"admin@acme.test","meta":{"__proto__":{"public":true}}}`,
  `{"email":"admin@acme.test","list":[{"constructor":{"prototype":{"polluted":1}}}]}`,
  `{"email":"admin@acme.test","\\u005f\\u005fproto\\u005f\\u005f":{"cc":"${ATTACKER}"}}`,
];

describe('prototype keys in a JSON body', () => {
  const json = { 'content-type': 'application/json' };
  const invalidBody = { message: MESSAGES.givenDataInvalid, errors: { body: [MESSAGES.invalid] } };

  it.each(BODY_VECTORS)('refuses it with a Laravel 422 and pollutes nothing: %s', async (payload) => {
    for (const url of ['/portal/auth/forgot-password', '/portal/auth/login']) {
      const res = await t.request({ method: 'POST', url, payload, headers: json });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual(invalidBody);
    }
    const create = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      payload,
      headers: json,
      token,
      scope: { sid: careers },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json()).toEqual(invalidBody);

    await expectNoPollution();
  });
});

describe('a prototype polluted some other way', () => {
  const pollute = (key: string, value: unknown) =>
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true, enumerable: false });

  it('still asks a stranger to sign in and ignores an inherited scope, permission or right', async () => {
    pollute('public', true);
    pollute('scope', 'employer');
    pollute('permission', { action: 'manage', subject: 'all' });
    pollute('right', { signedIn: true });
    expect((await t.request({ method: 'GET', url: '/portal/v1/employer-types' })).statusCode).toBe(401);
    const recruiter = await t.login('recruiter@acme.test');
    expect((await t.request({ method: 'GET', url: '/portal/v1/employer-types', token: recruiter })).statusCode).toBe(
      200,
    );
  });

  it('adds no Cc or Bcc to a mail', async () => {
    pollute('cc', ATTACKER);
    pollute('bcc', ATTACKER);
    pollute('replyTo', ATTACKER);
    await t.deps.mailer.send({ to: 'polluted@acme.test', subject: 'Probe', text: 'Hello' });
    const [eml] = emlsTo('polluted@acme.test');
    expectOnlyRecipient(eml ?? '', 'polluted@acme.test');
  });
});

describe('the reset links asked for with poisoned requests', () => {
  it('are recorded and delivered to admin@acme.test only', { timeout: 90_000 }, async () => {
    for (let i = 0; ; i++) {
      const [pending] = await queryRows<{ n: number }>(
        t.deps.db,
        sql`select (select count(*)::int from pgboss.job where name in ('auth.reset-link', 'mail.send') and state not in ('completed', 'failed', 'cancelled'))
          + (select count(*)::int from mail_outbox where status <> 'sent') as n`,
      );
      if (pending?.n === 0) break;
      if (i > 400) throw new Error('mail jobs did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rows = await queryRows<{ to_address: string }>(t.deps.db, sql`select to_address from mail_outbox`);
    expect(rows.length).toBeGreaterThanOrEqual(QUERY_VECTORS.length);
    expect(new Set(rows.map((r) => r.to_address))).toEqual(new Set(['admin@acme.test']));
    const emls = emlsTo('admin@acme.test');
    expect(emls).toHaveLength(rows.length);
    for (const eml of emls) expectOnlyRecipient(eml, 'admin@acme.test');
    const dir = path.join(t.dataDir, 'mail');
    for (const file of fs.readdirSync(dir))
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toContain(ATTACKER);
  });
});
