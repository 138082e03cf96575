import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { runInScope, scopeOf, wantedRowState } from '../src/db/row-scope.js';
import { employerRows } from '../src/modules/employers/repository.js';
import { useTestApp } from './helper.js';

// Runs in the PostgreSQL pass: a kit list's unsearched page runs on its generic plan, planned once per
// connection, while every other statement of the app's role keeps PostgreSQL's own choice (decision 0109).
const t = useTestApp();
let single: Database | undefined;
/** Each statement the single connection's handle sent, and the state it asked for. */
const sent: { text: string; state: string }[] = [];
afterAll(() => single?.close());

interface Prepared {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

describe('a kit page’s plan on PostgreSQL', () => {
  it('is generic from its first run, and the connection goes back to PostgreSQL’s own choice after it', async () => {
    // One connection, so the prepared statements read are the pages' own.
    single = await openDatabase({
      databaseUrl: t.deps.database.url,
      poolSize: 1,
      logQuery: (text) => sent.push({ text, state: wantedRowState() }),
    });
    const { db } = single;
    const siteId = t.ids.site('acme/careers');
    const scope = scopeOf({ sites: [siteId] });
    const q = { page: 1, per_page: 2, filter: {}, sort: '-created_at' as const };
    const pages = await runInScope(scope, async () => {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await employerRows.page(db, { siteId }, q));
      return runs;
    });
    expect(pages.map((p) => p.rows.length)).toEqual([2, 2, 2]);
    expect(new Set(pages.map((p) => JSON.stringify(p.rows))).size).toBe(1);

    const after = await runInScope(scope, async () => ({
      mode: (await queryRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`))[0]?.mode,
      prepared: await queryRows<Prepared>(
        db,
        sql`select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%from "employers"%'`,
      ),
    }));
    expect(after.mode).toBe('auto');
    const page = after.prepared.filter((p) => / limit \$\d+$/.test(p.statement));
    expect(page).toHaveLength(1);
    expect(Number(page[0]?.custom_plans)).toBe(0);
    expect(Number(page[0]?.generic_plans)).toBe(3);
  });

  it('asks no generic plan for a search, unnamed, or for the statements around a page', async () => {
    const { db } = single as Database;
    const siteId = t.ids.site('acme/careers');
    const scope = scopeOf({ sites: [siteId] });
    sent.length = 0;
    const [search, page] = await runInScope(scope, async () => {
      await employerRows.page(db, { siteId }, { page: 1, per_page: 2, filter: {}, search: 'a', sort: '-created_at' });
      const searched = sent.splice(0);
      await employerRows.page(db, { siteId }, { page: 1, per_page: 1, filter: {}, sort: 'business_name' });
      return [searched, sent.splice(0)];
    });
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((s) => s.state === `app:${scope}`)).toBe(true);
    const generic = page.filter((s) => s.state === `generic:${scope}`);
    expect(generic.map((s) => / order by .* limit \$\d+$/.test(s.text))).toEqual([true]);
    expect(page.filter((s) => !generic.includes(s)).every((s) => s.state === `app:${scope}`)).toBe(true);
  });
});
