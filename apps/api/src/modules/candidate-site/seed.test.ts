import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('the demo seed: candidates made through the apply service', () => {
  it("gives every site's live jobs applications, one knocked out, with counters that match", async () => {
    const perSite = await queryRows<{ site_id: number; applications: number; knocked_out: number; seekers: number }>(
      t.deps.db,
      sql`select a.site_id, count(*)::int as applications, count(*) filter (where a.knocked_out and a.status = 'unsuccessful')::int as knocked_out,
            count(distinct a.seeker_id)::int as seekers
          from applications a group by a.site_id`,
    );
    expect(perSite).toHaveLength(4);
    for (const site of perSite) expect(site).toMatchObject({ applications: 5, knocked_out: 1, seekers: 4 });

    const [mismatch] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from jobs j
          where j.applications_count <> (select count(*) from applications a where a.job_id = j.id)`,
    );
    expect(mismatch?.n).toBe(0);
    const [seekers] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from seekers s
          where s.applications_count <> (select count(*) from applications a where a.seeker_id = s.id)`,
    );
    expect(seekers?.n).toBe(0);
    const [live] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from applications a join jobs j on j.id = a.job_id
          where j.status <> 'live' or j.site_id <> a.site_id or j.employer_id <> a.employer_id`,
    );
    expect(live?.n).toBe(0);
  });

  it('leaves flags and feedback on the live jobs, and no mail waiting for made-up addresses', async () => {
    const [reports] = await queryRows<{ flags: number; feedbacks: number; mails: number }>(
      t.deps.db,
      sql`select (select count(*)::int from job_flags) as flags, (select count(*)::int from job_feedbacks) as feedbacks,
            (select count(*)::int from mail_outbox where to_address like '%@candidates.test') as mails`,
    );
    expect(reports).toEqual({ flags: 8, feedbacks: 8, mails: 0 });
  });
});
