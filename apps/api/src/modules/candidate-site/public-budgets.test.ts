import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

// Decision 0061: a request refused by its own limit, or one that names no live job or sends a
// malformed form, never counts against the site's shared budget.
const t = useTestApp({
  CANDIDATE_APPLY_MAX_PER_IP: '3',
  CANDIDATE_APPLY_MAX_PER_SITE: '2',
  CANDIDATE_REPORTS_MAX_PER_IP: '3',
  CANDIDATE_REPORTS_MAX_PER_SITE: '2',
});
const careers = () => t.ids.site('acme/careers');

const post = (url: string, remoteAddress: string, payload?: object) =>
  t.request({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });

const hitsOf = async (bucket: string) =>
  (
    await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from rate_limit_hits where bucket = ${bucket}`,
    )
  )[0]?.n;

describe('the candidate site budgets', () => {
  it("leaves the site's applications open after one address floods it with junk", async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const flooder = '198.51.100.77';
    const codes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      codes.add((await post(publicPath(DOMAINS.careers, `/${randomUUID()}/apply`), flooder)).statusCode);
      codes.add((await post(publicPath(DOMAINS.careers, `/${dental.uuid}/apply`), flooder)).statusCode);
    }
    expect([...codes].sort()).toEqual([404, 422, 429]);
    // Malformed forms from fresh addresses reach the job but not the site's budget either.
    for (let i = 0; i < 3; i++) {
      const bad = await apply(t, DOMAINS.careers, dental.uuid, { email: 'not-an-address' });
      expect(bad.statusCode).toBe(422);
    }
    // The flood left the address's own rows, no more than its limit, and none of the site's.
    expect(await hitsOf('candidate-apply:ip')).toBe(3 + 3);
    expect(await hitsOf('candidate-apply:site')).toBe(0);
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'real@example.test' })).statusCode).toBe(201);
  });

  it('leaves flags and feedback open after one address floods them', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const flooder = '198.51.100.78';
    for (let i = 0; i < 10; i++) {
      await post(publicPath(DOMAINS.careers, `/${randomUUID()}/flag`), flooder, { reason: 'spam' });
      await post(publicPath(DOMAINS.careers, `/${pastry.uuid}/feedback`), flooder, {
        rating: 1,
        recommend_employer: false,
      });
    }
    expect(await hitsOf('candidate-reports:ip')).toBe(3);
    const flag = await post(publicPath(DOMAINS.careers, `/${pastry.uuid}/flag`), '198.51.100.79', { reason: 'spam' });
    expect(flag.statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    const url = publicPath(DOMAINS.careers, `/${randomUUID()}/flag`);
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await post(url, `2001:db8:1:2::${i}`, { reason: 'spam' })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    expect((await post(url, '2001:db8:1:3::1', { reason: 'spam' })).statusCode).toBe(404);
  });
});
