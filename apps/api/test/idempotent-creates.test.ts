import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { sweep } from '../src/workers/sweep.js';
import { validConsultant } from './consultant-routes.js';
import { balanceAndLedgerSum } from './credit-helper.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let owner: string;
let admin: string;
let careers: { sid: number };
let jobsSite: { sid: number };
beforeAll(async () => {
  [owner, admin] = await Promise.all([t.login('owner@acme.test'), t.login('admin@acme.test')]);
  careers = { sid: ids.site('acme/careers') };
  jobsSite = { sid: ids.site('acme/jobs') };
});

const createEmployer = (
  name: string,
  key: string | undefined,
  opts: { token?: string; scope?: { sid: number } } = {},
) =>
  t.request({
    method: 'POST',
    url: '/portal/v1/employers',
    token: opts.token ?? owner,
    scope: opts.scope ?? careers,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { type: 'business', business_name: name },
  });

/** The employers of that name, by site: what a doubled create would show. */
const employersNamed = (name: string) =>
  queryRows<{ id: number; site_id: number }>(
    t.deps.db,
    sql`select id, site_id from employers where business_name = ${name} order by id`,
  );

describe('POST create routes with an Idempotency-Key (decision 0059)', () => {
  it('creates once for a key sent twice and answers the first result both times', async () => {
    const key = randomUUID();
    const first = await createEmployer('Retry Bakery', key);
    const again = await createEmployer('Retry Bakery', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await employersNamed('Retry Bakery')).toHaveLength(1);
  });

  it('creates each time without a key, as before', async () => {
    expect((await createEmployer('Keyless Bakery', undefined)).statusCode).toBe(201);
    expect((await createEmployer('Keyless Bakery', undefined)).statusCode).toBe(201);
    expect(await employersNamed('Keyless Bakery')).toHaveLength(2);
  });

  it('refuses the same key with another body with a 422, and creates nothing', async () => {
    const key = randomUUID();
    expect((await createEmployer('First Body Ltd', key)).statusCode).toBe(201);
    const other = await createEmployer('Second Body Ltd', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { 'idempotency-key': [MESSAGES.idempotencyKeyMismatch] },
    });
    expect(await employersNamed('Second Body Ltd')).toHaveLength(0);
  });

  it('keeps one user’s key apart from another’s: two users with one key make two records', async () => {
    const key = randomUUID();
    const byOwner = await createEmployer('Shared Key Ltd', key, { token: owner });
    const byAdmin = await createEmployer('Shared Key Ltd', key, { token: admin });
    expect([byOwner.statusCode, byAdmin.statusCode]).toEqual([201, 201]);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(byAdmin.json().data.id).not.toBe(byOwner.json().data.id);
    expect(await employersNamed('Shared Key Ltd')).toHaveLength(2);
  });

  it('never replays a key across sites: the same key and body on another site creates there', async () => {
    const key = randomUUID();
    const onCareers = await createEmployer('Two Sites Ltd', key, { scope: careers });
    const onJobs = await createEmployer('Two Sites Ltd', key, { scope: jobsSite });
    expect([onCareers.statusCode, onJobs.statusCode]).toEqual([201, 201]);
    expect(onJobs.headers['idempotent-replayed']).toBeUndefined();
    const rows = await employersNamed('Two Sites Ltd');
    expect(rows.map((row) => Number(row.site_id)).sort()).toEqual([careers.sid, jobsSite.sid].sort());
  });

  it('makes one record of two concurrent requests with one key, both answered alike', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([createEmployer('Race Ltd', key), createEmployer('Race Ltd', key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await employersNamed('Race Ltd')).toHaveLength(1);
  });

  it('keeps no key when the create is refused: the key then serves a corrected request', async () => {
    const key = randomUUID();
    const tag = (name: string) =>
      t.request({
        method: 'POST',
        url: '/portal/v1/site/tags',
        token: admin,
        scope: careers,
        headers: { 'idempotency-key': key },
        payload: { name },
      });
    // A name the site already has: the service refuses it inside the key's transaction.
    expect((await tag('Graduate')).statusCode).toBe(422);
    const corrected = await tag('Graduate scheme');
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['an empty key', ''],
    ['a key past 255 characters', 'k'.repeat(256)],
    ['a key with a character outside printable ASCII', 'clé-1'],
  ])('refuses %s with a 422 naming the header', async (_what, key) => {
    const res = await createEmployer('Bad Key Ltd', key);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['idempotency-key']);
    expect(await employersNamed('Bad Key Ltd')).toHaveLength(0);
  });

  it('takes a key of 255 printable characters', async () => {
    expect((await createEmployer('Long Key Ltd', `${'k'.repeat(250)} ~!@#`)).statusCode).toBe(201);
  });

  it('forgets a key after a day: the sweep deletes it, and an older key not swept yet creates anew', async () => {
    const key = randomUUID();
    expect((await createEmployer('Day Old Ltd', key)).statusCode).toBe(201);
    await t.deps.db.execute(
      sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const later = await createEmployer('Day Old Ltd', key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await employersNamed('Day Old Ltd')).toHaveLength(2);
    await t.deps.db.execute(
      sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    await sweep(t.deps);
    const left = await queryRows(t.deps.db, sql`select id from idempotent_requests where key = ${key}`);
    expect(left).toEqual([]);
  });
});

describe('the other create routes take the key the same way', () => {
  it('moves granted credits once when a grant is retried with its key', async () => {
    const employer = ids.employer('Bright Dental');
    const before = await balanceAndLedgerSum(t, employer);
    const grant = () =>
      t.request({
        method: 'POST',
        url: '/portal/v1/credit/grants',
        token: admin,
        scope: { sid: careers.sid, empid: employer },
        headers: { 'idempotency-key': 'grant-launch-offer' },
        payload: { amount: 7, direction: 'grant', reason: 'Launch offer' },
      });
    const first = await grant();
    const again = await grant();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    expect(await balanceAndLedgerSum(t, employer)).toEqual({
      balance: before.balance + 7,
      sum: before.sum + 7,
      entries: before.entries + 1,
    });
  });

  it('mails a retried invitation once, queued only after its record is committed', async () => {
    const queued: { id: number; recorded: boolean }[] = [];
    const send = vi.spyOn(t.deps.queue, 'send').mockImplementation(async (_name, data) => {
      // Read through the app's own handle: inside the create's transaction this would wait for it
      // (PGlite) or not see the mail yet (PostgreSQL).
      const { id } = data as { id: number };
      const rows = await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
      queued.push({ id, recorded: rows.length === 1 });
    });
    try {
      const invite = () =>
        t.request({
          method: 'POST',
          url: `/portal/v1/employers/${ids.employer('Acme Bakery')}/users`,
          token: admin,
          scope: careers,
          headers: { 'idempotency-key': 'invite-once' },
          payload: { email: 'retried.invite@acme.test', role: 'employer-user' },
        });
      const [first, again] = [await invite(), await invite()];
      expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
      expect(again.body).toBe(first.body);
    } finally {
      send.mockRestore();
    }
    const mails = await t.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'retried.invite@acme.test'));
    expect(mails).toHaveLength(1);
    expect(queued).toEqual([{ id: mails[0]?.id, recorded: true }]);
  });
});

describe('every create route replays its first answer to a retry with the key', () => {
  const creates = () => [
    { url: '/portal/v1/consultants', payload: validConsultant },
    {
      url: '/portal/v1/site/products',
      payload: { name: 'Replayed advert', credit_cost: 1, price_minor: 100, duration_days: 30 },
    },
    { url: '/portal/v1/site/tags', payload: { name: 'Replayed tag' } },
    { url: '/portal/v1/jobs', payload: { title: 'Replayed Baker', employer_id: ids.employer('Acme Bakery') } },
    { url: '/portal/v1/site/field-options', payload: { list: 'work_type', label: 'Replayed shift' } },
    { url: '/portal/v1/site/application-stages', payload: { label: 'Replayed check' } },
    { url: '/portal/v1/employers/export', payload: {} },
    {
      url: '/portal/v1/accounts/users',
      inAccount: true,
      payload: { email: 'replayed@acme.test', scope_type: 'site', scope_id: careers.sid, role: 'site-admin' },
    },
  ];

  it('answers the same status and body, marked replayed (the work did not run again)', async () => {
    const account = { aid: await ids.account('acme') };
    for (const { url, payload, inAccount } of creates()) {
      const send = () =>
        t.request({
          method: 'POST',
          url,
          token: owner,
          scope: inAccount ? account : careers,
          headers: { 'idempotency-key': `replay ${url}` },
          payload,
        });
      const first = await send();
      const again = await send();
      expect(first.statusCode, `${url}: ${first.body}`).toBeLessThan(300);
      expect([again.statusCode, again.headers['idempotent-replayed']], url).toEqual([first.statusCode, 'true']);
      expect(again.body, url).toBe(first.body);
    }
  });
});

/**
 * Creates that take no key, each for its reason (decision 0059): an upload is a stream, and an
 * upload nothing points at is swept; the candidate site's routes have no signed-in caller to own a
 * key (an application is one per address and job already); an API key's answer holds its secret,
 * which a replay store would have to keep (decision 0105).
 */
const CREATES_WITHOUT_A_KEY = [
  'POST /portal/v1/forms/upload-file',
  'POST /portal/v1/site/api-keys',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/apply',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/flag',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/feedback',
];

describe('GET /portal/docs/json', () => {
  it('documents the Idempotency-Key header on every route that creates (answers 201 or 202)', async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
    const res = await t.app.inject({ method: 'GET', url: '/portal/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const creates = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method === 'post' && ('201' in op.responses || '202' in op.responses))
        .map(([, op]) => ({ name: `POST ${path}`, op })),
    );
    expect(creates.length).toBeGreaterThan(15);
    const keyless = creates
      .filter(({ op }) => !op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
      .map(({ name }) => name);
    expect(keyless.sort()).toEqual([...CREATES_WITHOUT_A_KEY].sort());
  });
});
