import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../../test/helper.js';
import { createKey } from '../../../test/api-keys-helper.js';

// Each key has its own budget of requests per window (decision 0105): here 3 a minute.
const t = useTestApp({ API_KEY_MAX_REQUESTS: '3', API_KEY_WINDOW_SECONDS: '60' });
let careers: number;
let admin: string;
beforeAll(async () => {
  careers = t.ids.site('acme/careers');
  admin = await t.login('admin@acme.test');
});

describe('a key’s rate limit', () => {
  it('refuses a key past its budget with 429, leaving other keys and people alone', async () => {
    const first = await createKey(t, admin, careers, { name: 'Busy', rights: ['jobs.read'] });
    const second = await createKey(t, admin, careers, { name: 'Quiet', rights: ['jobs.read'] });
    const jobs = (token: string) =>
      t.request({ method: 'GET', url: '/portal/v1/jobs', token, scope: { sid: careers } });
    for (let i = 0; i < 3; i += 1) expect((await jobs(first.key)).statusCode).toBe(200);
    const refused = await jobs(first.key);
    expect(refused.statusCode).toBe(429);
    // The seconds left in the key's minute, by the database's clock.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await jobs(second.key)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await jobs(admin)).statusCode).toBe(200);
  });

  it('counts a key in one row a window, however many requests, refused ones not counted', async () => {
    const { key, id } = await createKey(t, admin, careers, { name: 'Counted', rights: ['jobs.read'] });
    const jobs = () => t.request({ method: 'GET', url: '/portal/v1/jobs', token: key, scope: { sid: careers } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await jobs()).statusCode);
    // Unless the minute turned meanwhile, the last two are refused; in any case never more than 3 a window.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const windows = await queryRows<{ hits: number }>(
      t.deps.db,
      sql`select hits from rate_limit_counters where bucket = 'api-key' and key = ${String(id)}`,
    );
    expect(windows.length).toBeGreaterThanOrEqual(1);
    expect(windows.length).toBeLessThanOrEqual(2);
    expect(windows.every((w) => w.hits <= 3)).toBe(true);
    expect(windows.reduce((n, w) => n + w.hits, 0)).toBe(statuses.filter((s) => s === 200).length);
    const perHit = await queryRows(t.deps.db, sql`select 1 from rate_limit_hits where bucket = 'api-key'`);
    expect(perHit).toEqual([]);
  });
});
