import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '@portal/contract';
import { queryRows, type Db } from '../src/db/client.js';
import type { Reach } from '../src/modules/access/index.js';
import { applicationSearchQuery } from '../src/modules/applications/search-repository.js';
import { consultantSearchQuery } from '../src/modules/consultants/search-repository.js';
import { employerSearchQuery } from '../src/modules/employers/search-repository.js';
import { jobSearchQuery } from '../src/modules/jobs/search-repository.js';
import { seekerSearchQuery } from '../src/modules/seekers/search-repository.js';
import { useTestApp } from './helper.js';
import { planSites } from './plan-sites.js';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL), as the lists' plan tests do (decision 0040): over
// four sites, 100,000 jobs, 50,000 seekers with 100,000 applications, 40,000 employers and 20,000
// consultants, then VACUUM ANALYZE. The navbar's search of every kind (decision 0055), for staff and
// for an employer's own user, with a common word, a rare one, a reference, a two-letter start and a
// term that matches nothing, must plan on indexes: no sequential scan of a table it searches.
const t = useTestApp();
const ids = t.ids;
let siteId: number;
let employerId: number;

beforeAll(async () => {
  siteId = ids.site('acme/careers');
  employerId = ids.employer('Acme Bakery');
  const db = t.deps.db;
  const sites = await planSites(db);
  const of = (column: 'id' | 'employer', n: SQL) =>
    sql`(array[${sql.join(
      sites.map((s) => sql`${s[column]}::int`),
      sql`, `,
    )}])[1 + ${n} % ${sites.length}]`;
  const titles = sql`(array['Pastry Chef','Staff Nurse','Barista','Teacher','Plumber','Data Analyst','Electrician'])`;
  await db.execute(sql`insert into jobs (site_id, employer_id, status, title, reference, created_at)
    select ${of('id', sql`i`)},
           case when ${of('id', sql`i`)} = ${siteId} and i % 200 = 0 then ${employerId} else ${of('employer', sql`i`)} end,
           (array['live','expired','draft','on_hold'])[1 + (i / 4) % 4], ${titles}[1 + i % 7] || ' ' || i, 'R-' || i,
           now() - make_interval(mins => i)
    from generate_series(0, 99999) as i`);
  await db.execute(sql`insert into seekers (site_id, first_name, last_name, name, email, status, last_activity_at)
    select ${of('id', sql`i`)}, 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'seeker' || i || '@cand.test',
           'active', now() - make_interval(mins => i)
    from generate_series(0, 49999) as i`);
  // Each seeker applies twice, to jobs of its own site (the same number modulo the sites).
  await db.execute(sql`insert into applications (site_id, employer_id, job_id, seeker_id, status, applied_at)
    select j.site_id, j.employer_id, j.id, s.id, 'applied', now() - make_interval(mins => (s.n * 2 + g)::int)
    from (select id, site_id, row_number() over (partition by site_id order by id) as n from seekers) s
    cross join generate_series(0, 1) as g
    join lateral (select id, site_id, employer_id from jobs
                  where site_id = s.site_id and reference = 'R-' || ((s.n * 7 + g * 131) % 25000 * ${sites.length}
                    + (select array_position(array[${sql.join(
                      sites.map((s) => sql`${s.id}::int`),
                      sql`, `,
                    )}], s.site_id) - 1))) j on true`);
  await db.execute(sql`insert into employers (site_id, type, business_name, contact_name, status)
    select ${of('id', sql`i`)}, 'business', (array['Bakery','Dental','Logistics','Clinic','Builders'])[1 + i % 5] || ' ' || i,
           'Contact ' || i, 'active'
    from generate_series(0, 39999) as i`);
  await db.execute(sql`insert into consultants (site_id, name, email)
    select ${of('id', sql`i`)}, 'Consultant' || i || ' Agent', 'consultant' || i || '@agency.test'
    from generate_series(0, 19999) as i`);
  await db.execute(sql`vacuum analyze jobs, seekers, applications, employers, consultants`);
  // Generating these rows outlasts a hook's default time on a shared runner.
}, 300_000);

type Statement = (db: Db, reach: Reach, term: string, limit: number) => { toSQL: () => unknown };
const KINDS: [string, Statement][] = [
  ['jobs', jobSearchQuery],
  ['employers', employerSearchQuery],
  ['seekers', seekerSearchQuery],
  ['applications', applicationSearchQuery],
  ['consultants', consultantSearchQuery],
];
const TERMS = ['nurse', 'last4321', 'seeker777@', 'R-123', 'st', 'zzqx'];

/** Each kind and term whose statement reads a searched table in full, with its plan. */
async function sequentialScans(reach: Reach, kinds: [string, Statement][]) {
  const found: string[] = [];
  for (const [kind, statement] of kinds) {
    for (const term of TERMS) {
      const query = statement(t.deps.db, reach, term, SEARCH_LIMITS.hitsPerKind) as unknown as SQL;
      const rows = await queryRows<{ 'QUERY PLAN': string }>(t.deps.db, sql`explain ${query}`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      if (/Seq Scan on (jobs|seekers|applications|employers|consultants)\b/.test(plan)) {
        found.push(`${kind} "${term}":\n${plan}`);
      }
    }
  }
  return found;
}

describe('the navbar search at a job board’s statistics', () => {
  it('plans every kind and kind of term for staff without a sequential scan', async () => {
    expect(await sequentialScans({ siteId }, KINDS)).toEqual([]);
  });

  it("plans an employer's own jobs and applications without a sequential scan", async () => {
    const own = KINDS.filter(([kind]) => kind === 'jobs' || kind === 'applications');
    expect(await sequentialScans({ siteId, employerId }, own)).toEqual([]);
  });
});
