import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { sweep } from '../src/jobs/sweep.js';
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
