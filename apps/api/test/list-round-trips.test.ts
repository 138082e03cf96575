import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EmployerPageSchema, JobDataSchema, JobListQuerySchema, JobPageSchema } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { jobRows } from '../src/modules/jobs/index.js';
import { createCapture, isEstimate, isRead, listQueryOf } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';

// Decision 0040 (amended 2026-11-26): a list the planner expects to hold thousands is not counted:
// a request of it reads its caller, its page and the planner's estimate, nothing else. A search
// reads its matches once, up to the cap: its page carries their count (session 8, decision 0072).
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

/** `count` active employers of Acme Careers named `name 1…count`, with fresh statistics; the admin's token. */
async function employersNamed(name: string, count: number) {
  const token = await t.login('admin@acme.test');
  const sid = t.ids.site('acme/careers');
  await t.deps.db.execute(sql`
    insert into employers (site_id, type, business_name, status)
    select ${sid}, 'business', ${name + ' '} || i, 'active' from generate_series(1, ${count}) as i`);
  await t.deps.db.execute(sql`analyze employers`);
  return { token, sid };
}

describe('GET /portal/v1/employers, a list of thousands', () => {
  it('answers a page with the caller, the page and the estimate, flagged, and counts nothing', async () => {
    const { token, sid } = await employersNamed('Round trip', 6000);
    capture.start();
    const res = await t.request({ method: 'GET', url: '/portal/v1/employers?per_page=25', token, scope: { sid } });
    const statements = capture.stop();
    expect(res.statusCode).toBe(200);
    const { meta, data } = EmployerPageSchema.parse(res.json());
    expect(data).toHaveLength(25);
    expect(meta).toMatchObject({ current_page: 1, total_capped: true });
    expect(meta.total).toBeGreaterThan(5000);
    expect(statements.filter(isRead)).toHaveLength(3);
    expect(statements.filter(isEstimate)).toHaveLength(1);
    expect(statements.some((s) => /count\(/i.test(s.sql))).toBe(false);
  });

  it('reads its next page, another sort and a refresh without asking the estimate again (decision 0071)', async () => {
    const { token, sid } = await employersNamed('Next page', 6000);
    const page = (query: string) =>
      t.request({ method: 'GET', url: `/portal/v1/employers?per_page=25&${query}`, token, scope: { sid } });
    const first = EmployerPageSchema.parse((await page('page=1')).json()).meta;
    for (const query of ['page=2', 'page=1&sort=-business_name', 'page=1']) {
      capture.start();
      const res = await page(query);
      const statements = capture.stop();
      const { meta, data } = EmployerPageSchema.parse(res.json());
      expect(data).toHaveLength(25);
      expect(meta).toMatchObject({ total: first.total, total_capped: true });
      expect(statements.filter(isRead)).toHaveLength(2);
      expect(statements.filter(isEstimate)).toHaveLength(0);
    }
  });
});

describe('GET /portal/v1/employers, searched', () => {
  it('reads the page and the count of its matches in one statement, as a plain read would answer them', async () => {
    const { token, sid } = await employersNamed('Searched once', 60);
    const page = (n: number) =>
      t.request({
        method: 'GET',
        url: `/portal/v1/employers?per_page=25&page=${n}&search=searched+once`,
        token,
        scope: { sid },
      });
    const expected = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from employers where site_id = ${sid} and business_name ilike '%searched once%'
          order by created_at desc, id desc`,
    );
    capture.start();
    const second = EmployerPageSchema.parse((await page(2)).json());
    const statements = capture.stop().filter(isRead);
    expect(second.data.map((row) => row.id)).toEqual(expected.slice(25, 50).map((row) => row.id));
    expect(second.meta).toEqual({ current_page: 2, per_page: 25, total: 60, last_page: 3 });
    // The caller and the page carrying its count: no estimate (decision 0072), no count of its own.
    expect(statements).toHaveLength(2);
    expect(statements.filter(isEstimate)).toHaveLength(0);
    expect(statements.some((s) => /^\s*select count\(/i.test(s.sql))).toBe(false);
    const third = EmployerPageSchema.parse((await page(3)).json());
    expect(third.data.map((row) => row.id)).toEqual(expected.slice(50).map((row) => row.id));
    expect(third.meta.total).toBe(60);
    // Past the end no row carries the count: it is counted on its own, and the total stays true.
    const beyond = EmployerPageSchema.parse((await page(4)).json());
    expect(beyond).toMatchObject({ data: [], meta: { total: 60, last_page: 3 } });
  });
});

describe('GET /portal/v1/jobs, the list row only', () => {
  // Session 9 (issue 21): a page reads the columns its row shows and its employer; the rich text,
  // the steps' lists and the key contact are the detail's and the CSV's (`record`, `list.exported`).
  const unshown = /"(description|key_selling_points|screening_questions|key_contact_id)"|"key_contact"/;

  it('reads neither the description nor the key contact for a page, where the detail and the CSV read theirs', async () => {
    const token = await t.login('admin@acme.test');
    const sid = t.ids.site('acme/careers');
    await t.deps.db.execute(sql`
      update jobs set key_contact_id = (select id from users where email = 'admin@acme.test')
      where site_id = ${sid} and title = 'Pastry Chef'`);
    const get = (url: string) => t.request({ method: 'GET', url: `/portal/v1/jobs${url}`, token, scope: { sid } });
    for (const query of ['?per_page=25', '?per_page=2&page=2&sort=title', '?search=chef']) {
      capture.start();
      const res = await get(query);
      const statements = capture.stop().filter(listQueryOf('jobs'));
      expect(res.statusCode).toBe(200);
      expect(JobPageSchema.parse(res.json()).data.length).toBeGreaterThan(0);
      expect(statements.filter((s) => !isEstimate(s)).length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement.sql).not.toMatch(unshown);
    }
    const [chef] = JobPageSchema.parse((await get('?search=chef')).json()).data;
    capture.start();
    const detail = JobDataSchema.parse((await get(`/${chef?.uuid}/detail`)).json()).data;
    expect(capture.stop().some((s) => /"description"/.test(s.sql) && /"key_contact"/.test(s.sql))).toBe(true);
    expect(detail.key_contact).toMatchObject({ name: expect.any(String) });

    capture.start();
    const exported = [];
    for await (const rows of jobRows.batches(t.deps.db, { siteId: sid }, JobListQuerySchema.parse({}))) {
      exported.push(...rows);
    }
    const statements = capture.stop().filter(listQueryOf('jobs'));
    expect(statements.every((s) => /"key_contact"/.test(s.sql) && !/"description"/.test(s.sql))).toBe(true);
    expect(exported.find((row) => row.job.uuid === chef?.uuid)?.key_contact?.name).toBe(detail.key_contact?.name);
  });
});
