import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DOMAINS } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';
import { FEEDS_ON, saveFeedSettingsAs } from '../../../test/job-feeds-helper.js';

// Decisions 0107 and 0061: a feed read spends only its client's own budget, so one address that
// floods a feed is refused while every other address (an aggregator's crawler) still reads it.
const t = useTestApp({ FEED_MAX_PER_IP: '3' });
const read = (remoteAddress: string, url = `/feeds/${DOMAINS.careers}/jobs.xml`) =>
  t.app.inject({ method: 'GET', url, remoteAddress });

beforeAll(async () => {
  const owner = await t.login('owner@acme.test');
  const saved = await saveFeedSettingsAs(t, owner, t.ids.site('acme/careers'), { ...FEEDS_ON, json_ld: false });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe('the job feeds budget', () => {
  it('refuses a flooding address with 429 and Retry-After, and serves another address', async () => {
    const flooder = '198.51.100.90';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await read(flooder)).statusCode);
    // The sitemap is the same budget, and an unknown domain costs the flooder too.
    codes.push((await read(flooder, `/feeds/${DOMAINS.careers}/sitemap.xml`)).statusCode);
    codes.push((await read(flooder, '/feeds/nowhere.example/jobs.xml')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = await read(flooder);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await read('198.51.100.91')).statusCode).toBe(200);
  });

  it('keeps no shared count per site: only the addresses own rows', async () => {
    const buckets = await queryRows<{ bucket: string }>(
      t.deps.db,
      sql`select distinct bucket from rate_limit_hits where bucket like 'feeds%'`,
    );
    expect(buckets.map((b) => b.bucket)).toEqual(['feeds:ip']);
  });
});
