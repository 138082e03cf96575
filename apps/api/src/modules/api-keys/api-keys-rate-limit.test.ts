import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(refused.headers['retry-after']).toBe('60');
    expect((await jobs(second.key)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await jobs(admin)).statusCode).toBe(200);
  });
});
