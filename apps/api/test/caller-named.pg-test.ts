import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { checkCaller, findCaller } from '../src/modules/access/caller-repository.js';
import { hashToken } from '../src/modules/auth/tokens.js';
import { useTestApp } from './helper.js';

// Runs in the PostgreSQL pass: the caller's statement, which every signed-in request sends, is
// prepared once per connection and, its plan not depending on its values, planned once (decision 0041).
const t = useTestApp();

describe("the caller's statement on PostgreSQL", () => {
  it('is prepared under a name and runs on a generic plan after a few requests', async () => {
    const token = await t.login('recruiter@acme.test');
    const [enterprise] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select enterprise_id as id from users where email = 'recruiter@acme.test'`,
    );
    const by = {
      tokenHash: hashToken(token),
      enterpriseId: Number(enterprise?.id),
      siteId: t.ids.site('acme/careers'),
      employerId: null,
    };
    // One connection for the whole test: prepared statements belong to their session.
    const prepared = await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) expect((await findCaller(tx, by))?.email).toBe('recruiter@acme.test');
      return queryRows<{ generic_plans: number; custom_plans: number }>(
        tx,
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%from access_tokens t%'`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(Number(prepared[0]?.generic_plans)).toBeGreaterThan(0);
  });

  it('the check of a kept caller is named and planned once too (decision 0070)', async () => {
    const token = await t.login('recruiter@acme.test');
    const [enterprise] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select enterprise_id as id from users where email = 'recruiter@acme.test'`,
    );
    const by = { tokenHash: hashToken(token), enterpriseId: Number(enterprise?.id) };
    const prepared = await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) expect((await checkCaller(tx, by))?.grants_version).toMatch(/^\d+:-1:\d+$/);
      return queryRows<{ generic_plans: number }>(
        tx,
        sql`select generic_plans from pg_prepared_statements
            where statement like '%from access_tokens t%' and statement not like '%memberships%'`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(Number(prepared[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
