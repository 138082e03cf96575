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

  it('asks generic plans for a page near the top and its estimate, none for its count, a search or a deep page', async () => {
    const { db } = single as Database;
    const siteId = t.ids.site('acme/careers');
    const scope = scopeOf({ sites: [siteId] });
    const list = { filter: {}, sort: 'business_name' as const };
    sent.length = 0;
    const [search, page, deep] = await runInScope(scope, async () => {
      await employerRows.page(db, { siteId }, { ...list, page: 1, per_page: 2, search: 'a' });
      const searched = sent.splice(0);
      // One a page: the page, the planner's estimate and the capped count all run.
      await employerRows.page(db, { siteId }, { ...list, page: 1, per_page: 1 });
      const near = sent.splice(0);
      await employerRows.page(db, { siteId }, { ...list, page: 600, per_page: 1 });
      return [searched, near, sent.splice(0)];
    });
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((s) => s.state === `app:${scope}`)).toBe(true);
    // The page and the planner's estimate beside it on generic plans; the capped count on its own.
    const count = page.filter((s) => /count\(\*\)/.test(s.text));
    expect(count.map((s) => s.state)).toEqual([`app:${scope}`]);
    const others = page.filter((s) => !count.includes(s));
    expect(others.map((s) => /^explain /.test(s.text) || / limit \$\d+$/.test(s.text))).toEqual([true, true]);
    expect(others.every((s) => s.state === `generic:${scope}`)).toBe(true);
    expect(deep.length).toBeGreaterThan(0);
    expect(deep.every((s) => s.state === `app:${scope}`)).toBe(true);
  });
});
