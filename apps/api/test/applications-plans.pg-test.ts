import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SORTS, ApplicationListQuerySchema, type ApplicationListQuery } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { applicationRows } from '../src/modules/applications/repository.js';
import { useTestApp } from './helper.js';
import { asSiteStaff, planSites } from './plan-sites.js';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL), as the jobs list's plan test does (decision 0040):
// 200,000 applications over four sites from 40,000 seekers to 4,000 jobs, one employer with 1 in 200
// of the site's, a tag on 1 in 1,000, then VACUUM ANALYZE. Every filter, sort, the search (semi-joins
// on the seekers' and jobs' trigram indexes), the deepest page and an employer's own list must plan
// without a sequential scan of the applications table.
const t = useTestApp();
const ids = t.ids;
let siteId: number;
let employerId: number;
let tagId: number;
let jobUuid: string;

beforeAll(async () => {
  siteId = ids.site('acme/careers');
  employerId = ids.employer('Acme Bakery');
  const db = t.deps.db;
  const sites = await planSites(db);
  const perSite = Math.floor(4000 / sites.length);
  // Jobs and seekers numbered from 0 in one statement each, site by number modulo the sites: an
  // application's job is then found by arithmetic (the same site), not by a join over windows.
  const siteOf = (n: ReturnType<typeof sql>) =>
    sql`(array[${sql.join(
      sites.map((s) => sql`${s.id}::int`),
      sql`, `,
    )}])[1 + ${n} % ${sites.length}]`;
  const employerOf = (n: ReturnType<typeof sql>) =>
    sql`(array[${sql.join(
      sites.map((s) => sql`${s.employer}::int`),
      sql`, `,
    )}])[1 + ${n} % ${sites.length}]`;
  const [jobBase] = await queryRows<{ id: number }>(
    db,
    sql`with inserted as (insert into jobs (site_id, employer_id, status, title)
        select ${siteOf(sql`i`)}, case when ${siteOf(sql`i`)} = ${siteId} and i % 200 = 0 then ${employerId} else ${employerOf(sql`i`)} end,
               'live', (array['Pastry Chef','Staff Nurse','Barista','Teacher','Plumber'])[1 + i % 5] || ' ' || i
        from generate_series(0, ${perSite * sites.length - 1}) as i returning id) select min(id) as id from inserted`,
  );
  const [seekerBase] = await queryRows<{ id: number }>(
    db,
    sql`with inserted as (insert into seekers (site_id, first_name, last_name, name, email, status)
        select ${siteOf(sql`i`)}, 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'seeker' || i || '@cand.test', 'active'
        from generate_series(0, 39999) as i returning id) select min(id) as id from inserted`,
  );
  if (!jobBase || !seekerBase) throw new Error('no rows inserted');
  // Seeker i applies to five jobs of its own site: job numbers congruent to i modulo the sites.
  await db.execute(sql`
    insert into applications (site_id, employer_id, job_id, seeker_id, status, stage, applied_at, updated_at)
    select j.site_id, j.employer_id, j.id, ${seekerBase.id} + i,
           (array['applied','screening','shortlisted','interviewed','offered','unsuccessful','withdrawn'])[1 + (i + g) % 7],
           (array['applied','screening','shortlisted','interviewed', null])[1 + (i + g) % 5],
           now() - make_interval(mins => g * 40000 + i), now() - make_interval(mins => g * 40000 + i)
    from generate_series(0, 39999) as i
    cross join generate_series(0, 4) as g
    join jobs j on j.id = ${jobBase.id} + ${sites.length} * ((i / ${sites.length} * 7 + g * 131) % ${perSite}) + i % ${sites.length}`);
  const [tag] = await queryRows<{ id: number }>(db, sql`select id from tags where site_id = ${siteId} limit 1`);
  const [job] = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid from jobs where site_id = ${siteId} order by id desc limit 1`,
  );
  if (!tag || !job) throw new Error('the seed gives acme/careers tags');
  tagId = tag.id;
  jobUuid = job.uuid;
  await db.execute(sql`insert into application_tags (owner_id, tag_id)
    select uuid, ${tagId} from applications where site_id = ${siteId} and id % 1000 = 0`);
  await db.execute(sql`vacuum analyze applications, application_tags, seekers, jobs`);
  // Generating 200,000 rows outlasts a hook's default time on a shared runner.
}, 300_000);

const query = (raw: Record<string, unknown>): ApplicationListQuery => ApplicationListQuerySchema.parse(raw);

/** Every variant the list page can ask for: each sort both ways, each filter, a search, the deepest page. */
function variants(): [string, ApplicationListQuery][] {
  const sorts = APPLICATION_SORTS.flatMap((sort) => [sort, `-${sort}`]);
  return [
    ...sorts.map((sort): [string, ApplicationListQuery] => [`sort=${sort}`, query({ sort })]),
    ['job', query({ filter: { job: jobUuid } })],
    ['employer', query({ filter: { employer: String(employerId) } })],
    ['status', query({ filter: { status: 'shortlisted' } })],
    ['stage', query({ filter: { stage: 'interviewed' } })],
    ['status and stage', query({ filter: { status: 'screening', stage: 'screening' } })],
    ['tag', query({ filter: { tag: String(tagId) } })],
    [
      'applied this week',
      query({ filter: { applied_from: new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10) } }),
    ],
    ['search', query({ search: 'last123' })],
    ['page 12', query({ page: '12', per_page: '25' })],
    ['page 400', query({ page: '400', per_page: '25' })],
  ];
}

/** The variants whose page or count reads the applications table in full, each with its plan. */
async function sequentialScans(reach: { siteId: number; employerId?: number }, list: [string, ApplicationListQuery][]) {
  const found: string[] = [];
  for (const [name, q] of list) {
    const plans = await asSiteStaff(reach.siteId, () => applicationRows.plans(t.deps.db, reach, q));
    plans.forEach((plan, i) => {
      if (/Seq Scan on (applications|seekers)\b/.test(plan))
        found.push(`${name} (${i === 0 ? 'page' : 'count'}):\n${plan}`);
    });
  }
  return found;
}

describe('the applications list at a job board’s statistics', () => {
  it('plans every variant for staff without a sequential scan of applications or seekers', async () => {
    expect(await sequentialScans({ siteId }, variants())).toEqual([]);
  });

  it("plans an employer's own list on its employer's indexes", async () => {
    const own = variants().filter(([name]) => name !== 'employer');
    expect(await sequentialScans({ siteId, employerId }, own)).toEqual([]);
  });

  it("finds a candidate's applications from the site's matching seekers once, page and count in one statement, then joins the page's keys", async () => {
    const plans = await applicationRows.plans(t.deps.db, { siteId }, query({ search: 'last123' }));
    expect(plans).toHaveLength(1);
    const [plan = ''] = plans;
    // The matches are read once by the seekers' index (decision 0072); the walk that finds a page past
    // the cap reads the seekers again as a hashed set, and runs only past the cap.
    expect(plan.match(/seekers_site_name_trgm_idx/g)).toHaveLength(2);
    expect(plan).toMatch(/hashed SubPlan/);
    expect(plan.match(/applications_seeker_applied_idx/g)).toHaveLength(1);
    expect(plan).not.toMatch(/applications_pkey[\s\S]*applications_pkey/);
    expect(plan).toMatch(/Index Scan using applications_pkey on applications/);
  });
});

// Filtered by status too, the same index serves at the bench's statistics (docs/benchmarks.md); here,
// with statuses spread evenly over the ids, walking the primary key is as cheap and may be chosen.
describe('the applications list sorted by status', () => {
  it('walks an index in (status, id) order, alone or filtered by stage, instead of sorting', async () => {
    const cases: [ApplicationListQuery, RegExp][] = [
      [query({ sort: '-status' }), /applications_site_status_id_idx/],
      [query({ sort: 'status', filter: { stage: 'interviewed' } }), /applications_site_stage_status_idx/],
    ];
    const found: string[] = [];
    for (const [q, index] of cases) {
      const [page = ''] = await applicationRows.plans(t.deps.db, { siteId }, q);
      if (!index.test(page) || /Sort Key: applications\.status/.test(page))
        found.push(`${JSON.stringify(q)}:\n${page}`);
    }
    expect(found).toEqual([]);
  });
});
