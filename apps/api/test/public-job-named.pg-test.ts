import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { liveJobRows } from '../src/modules/candidate-site/index.js';
import { jobOf } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';

// Runs in the PostgreSQL pass: a record read by its key (the kit's `find`, the public job detail's
// one statement) is prepared once per connection and planned once (decision 0045, amended in session 10).
const t = useTestApp();

describe("a live job's read on PostgreSQL", () => {
  it('is prepared under a name and runs on a generic plan after a few requests', async () => {
    const site = { siteId: t.ids.site('acme/careers') };
    const job = await jobOf(t, site.siteId, 'Pastry Chef');
    // One connection for the whole test: prepared statements belong to their session.
    const prepared = await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) expect((await liveJobRows.find(tx, site, job.uuid))?.job.id).toBe(job.id);
      return queryRows<{ generic_plans: number }>(
        tx,
        sql`select generic_plans from pg_prepared_statements where statement like '%"jobs"."uuid" = $%'`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(Number(prepared[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
