import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EmployerPageSchema } from '@portal/contract';
import { createCapture, isEstimate, isRead } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';

// Decision 0040 (amended 2026-11-26): a list the planner expects to hold thousands is not counted:
// a request of it reads its caller, its page and the planner's estimate, nothing else.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

describe('GET /portal/v1/employers, a list of thousands', () => {
  it('answers a page with the caller, the page and the estimate, flagged, and counts nothing', async () => {
    const token = await t.login('admin@acme.test');
    const sid = t.ids.site('acme/careers');
    await t.deps.db.execute(sql`
      insert into employers (site_id, type, business_name, status)
      select ${sid}, 'business', 'Round trip ' || i, 'active' from generate_series(1, 6000) as i`);
    await t.deps.db.execute(sql`analyze employers`);
    const page = (n: number) =>
      t.request({ method: 'GET', url: `/portal/v1/employers?per_page=25&page=${n}`, token, scope: { sid } });
    await page(1);
    capture.start();
    const res = await page(2);
    const statements = capture.stop();
    expect(res.statusCode).toBe(200);
    const { meta, data } = EmployerPageSchema.parse(res.json());
    expect(data).toHaveLength(25);
    expect(meta).toMatchObject({ current_page: 2, total_capped: true });
    expect(meta.total).toBeGreaterThan(5000);
    expect(statements.filter(isRead)).toHaveLength(3);
    expect(statements.filter(isEstimate)).toHaveLength(1);
    expect(statements.some((s) => /count\(/i.test(s.sql))).toBe(false);
  });
});
