import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EmployerPageSchema } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { escapeLike, orderBy, searchColumns } from '../src/db/list-query.js';
import { matchedKeys, selectingTotal, splitTotal } from '../src/db/matched-page.js';
import { employers } from '../src/db/schema/index.js';
import { createCapture, isEstimate, isRead } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';

// Decision 0072: a search's page carries the real count of its matches up to the cap, and that
// count — not the planner's estimate of the term — chooses how the page's keys are found: sorted
// among the few matches, or a walk of the sort index past the cap. Both give the list's rows.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

/** `count` employers of Acme Careers named `name 1…count`, created a minute apart (every tenth at the same time). */
async function employersNamed(name: string, count: number) {
  const sid = t.ids.site('acme/careers');
  await t.deps.db.execute(sql`
    insert into employers (site_id, type, business_name, contact_name, status, created_at)
    select ${sid}, 'business', ${name + ' '} || i, 'Contact ' || (i % 7), 'active',
           now() - make_interval(mins => i - i % 10)
    from generate_series(1, ${count}) as i`);
  return sid;
}

describe('a searched page, chosen by how many matches there really are', () => {
  it('gives the same page and capped count sorted among the matches as walking the sort index past the cap', async () => {
    const sid = await employersNamed('Walked or sorted', 70);
    const db = t.deps.db;
    const search = searchColumns('walked or sorted', [employers.business_name, employers.contact_name]);
    const listed = eq(employers.site_id, sid);
    const sorts = { created_at: employers.created_at, business_name: employers.business_name } as const;
    const pageAt = async (sort: '-created_at' | 'business_name', offset: number, cap: number) => {
      const column = sort === '-created_at' ? employers.created_at : employers.business_name;
      const descending = sort.startsWith('-');
      const order = orderBy(sorts, sort, employers.id);
      const m = matchedKeys(
        db,
        { table: employers, id: employers.id, sort: column, descending, order, listed, search, walked: search },
        25,
        offset,
        cap,
      );
      const rows = await selectingTotal(db, m)
        .select({ id: employers.id })
        .from(employers)
        .where(inArray(employers.id, m.keys))
        .orderBy(...order);
      const { rows: page, counted } = splitTotal(rows);
      return { ids: page.map((row) => row.id), counted };
    };
    for (const sort of ['-created_at', 'business_name'] as const) {
      const expected = (
        await db
          .select({ id: employers.id })
          .from(employers)
          .where(sql`${listed} and ${search}`)
          .orderBy(
            ...(sort === '-created_at'
              ? [desc(employers.created_at), desc(employers.id)]
              : [asc(employers.business_name), asc(employers.id)]),
          )
      ).map((row) => row.id);
      expect(expected).toHaveLength(70);
      for (const offset of [0, 25, 50]) {
        const sorted = await pageAt(sort, offset, 1000);
        const walked = await pageAt(sort, offset, 10);
        expect(sorted.ids).toEqual(expected.slice(offset, offset + 25));
        expect(walked.ids).toEqual(sorted.ids);
        // The count stops one past the cap: exact below it, "more than the cap" above.
        expect(sorted.counted).toBe(70);
        expect(walked.counted).toBe(11);
      }
    }
  });

  it('counts a search exactly when the statistics expect thousands of matches, without asking the planner', async () => {
    // Statistics taken while 6,000 employers matched; then all but 40 of them go, as after a bulk delete.
    const sid = await employersNamed('Stale estimate', 6000);
    await t.deps.db.execute(sql`analyze employers`);
    await t.deps.db.execute(
      sql`delete from employers where site_id = ${sid} and business_name like 'Stale estimate %'
          and substring(business_name from 16)::int > 40`,
    );
    const token = await t.login('admin@acme.test');
    const expected = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from employers where site_id = ${sid} and business_name ilike '%stale estimate%'
          order by created_at desc, id desc`,
    );
    expect(expected).toHaveLength(40);
    capture.start();
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=25&search=stale+estimate',
      token,
      scope: { sid },
    });
    const statements = capture.stop().filter(isRead);
    const page = EmployerPageSchema.parse(res.json());
    expect(page.data.map((row) => row.id)).toEqual(expected.slice(0, 25).map((row) => row.id));
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 40, last_page: 2 });
    // The caller and the page carrying its count.
    expect(statements).toHaveLength(2);
    expect(statements.filter(isEstimate)).toHaveLength(0);
  });

  it('walks to the page of a search past the cap and gives the estimate, never below what it counted', async () => {
    const sid = await employersNamed('Past the cap', 1200);
    const token = await t.login('admin@acme.test');
    const expected = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from employers where site_id = ${sid} and business_name ilike '%past the cap%'
          order by business_name desc, id desc`,
    );
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=25&page=3&sort=-business_name&search=past+the+cap',
      token,
      scope: { sid },
    });
    const page = EmployerPageSchema.parse(res.json());
    expect(page.data.map((row) => row.id)).toEqual(expected.slice(50, 75).map((row) => row.id));
    expect(page.meta.total_capped).toBe(true);
    expect(page.meta.total).toBeGreaterThanOrEqual(1001);
  });

  it('finds by a term of several words exactly the rows a plain ilike finds (decision 0101)', async () => {
    const sid = t.ids.site('acme/careers');
    const names = [
      'Omar Evans',
      'Evans, Omar',
      'omar evans ltd',
      'Omar  Evans',
      'R-5-0123456',
      'R-5-01234567',
      'R-50-123456',
      'r 5 0123456',
      '50%_off deals',
      '50 off deals',
      'Ça va Café',
      'ca va cafe',
      'O’Brien-Smith & Co',
    ];
    await t.deps.db.execute(sql`insert into employers (site_id, type, business_name, contact_name, status)
      select ${sid}, 'business', name, 'Contact', 'active' from unnest(array[${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]) as name`);
    const terms = ['Omar Evans', 'R-5-0123456', 'r-5-012', '50%_off', 'ça va', 'brien-smith &', 'evans, omar', 'a b c'];
    let matches = 0;
    for (const term of terms) {
      const found = await t.deps.db
        .select({ id: employers.id })
        .from(employers)
        .where(sql`${employers.site_id} = ${sid} and ${searchColumns(term, [employers.business_name])}`)
        .orderBy(employers.id);
      const plain = await queryRows<{ id: number }>(
        t.deps.db,
        sql`select id from employers where site_id = ${sid} and business_name ilike ${`%${escapeLike(term)}%`} order by id`,
      );
      expect({ term, ids: found.map((row) => row.id) }).toEqual({ term, ids: plain.map((row) => row.id) });
      matches += plain.length;
    }
    // Omar Evans (2), the reference (1), its start (2), 50%_off (1), the comma (1), O’Brien (1) at least.
    expect(matches).toBeGreaterThanOrEqual(8);
  });

  it("asks a search's estimate past the cap once in a few seconds, for that search only (decision 0101)", async () => {
    const sid = await employersNamed('Kept estimate', 1100);
    await employersNamed('Other estimate', 1100);
    const token = await t.login('admin@acme.test');
    const searched = async (term: string, page = 1) => {
      capture.start();
      const res = await t.request({
        method: 'GET',
        url: `/portal/v1/employers?per_page=25&page=${String(page)}&search=${encodeURIComponent(term)}`,
        token,
        scope: { sid },
      });
      const statements = capture.stop();
      const body = EmployerPageSchema.parse(res.json());
      return {
        meta: body.meta,
        ids: body.data.map((row) => row.id),
        estimates: statements.filter(isEstimate).length,
        counts: statements.filter((statement) => statement.sql.includes('"counted"')).length,
      };
    };
    const first = await searched('kept estimate');
    expect(first.meta.total_capped).toBe(true);
    expect(first.estimates).toBe(1);
    expect(first.counts).toBe(1);
    // The next view of the same search reuses the estimate and walks to its page without counting
    // its matches again: the same rows, the same total.
    expect(await searched('kept estimate')).toEqual({ ...first, estimates: 0, counts: 0 });
    const third = await searched('kept estimate', 3);
    const expected = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from employers where site_id = ${sid} and (business_name ilike '%kept estimate%' or contact_name ilike '%kept estimate%')
          order by created_at desc, id desc limit 25 offset 50`,
    );
    expect(third).toEqual({
      meta: { ...first.meta, current_page: 3 },
      ids: expected.map((row) => row.id),
      estimates: 0,
      counts: 0,
    });
    // Another term is another list: its own count and estimate.
    expect(await searched('other estimate')).toMatchObject({ estimates: 1, counts: 1 });
  });
});
