import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SORTS, ApplicationListQuerySchema, type ApplicationListQuery } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { applicationRows } from '../src/modules/applications/repository.js';
import { useTestApp } from './helper.js';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL), as the jobs list's plan test does (decision 0040):
// 200,000 applications over four sites from 40,000 seekers to 4,000 jobs, one employer with 1 in 50
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
  const sites = await queryRows<{ id: number; employer: number }>(
    db,
    sql`select s.id, (select max(e.id) from employers e where e.site_id = s.id) as employer
        from sites s where exists (select 1 from employers e where e.site_id = s.id) order by s.id limit 4`,
  );
  const values = sql.join(
    sites.map((s) => sql`(${s.id}::int, ${s.employer}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into jobs (site_id, employer_id, status, title, created_at)
    select s.id, case when s.id = ${siteId} and i % 50 = 0 then ${employerId} else s.employer end, 'live',
           (array['Pastry Chef','Staff Nurse','Barista','Teacher','Plumber'])[1 + i % 5] || ' ' || i, now()
    from generate_series(1, 4000) as i
    join (select id, employer, row_number() over (order by id) - 1 as n from (values ${values}) as v(id, employer)) s
      on s.n = i % ${sites.length}`);
  await db.execute(sql`
    insert into seekers (site_id, first_name, last_name, name, email, status)
    select s.id, 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'seeker' || i || '@cand.test', 'active'
    from generate_series(1, 40000) as i
    join (select id, row_number() over (order by id) - 1 as n from (values ${values}) as v(id, employer)) s
      on s.n = i % ${sites.length}`);
  await db.execute(sql`
    with j as (select id, site_id, employer_id, row_number() over (partition by site_id order by id) as n,
                      count(*) over (partition by site_id) as c from jobs),
         k as (select id, site_id, row_number() over (partition by site_id order by id) as n,
                      count(*) over (partition by site_id) as c from seekers)
    insert into applications (site_id, employer_id, job_id, seeker_id, status, stage, applied_at, updated_at)
    select j.site_id, j.employer_id, j.id, k.id,
           (array['applied','screening','shortlisted','interviewed','offered','unsuccessful','withdrawn'])[1 + g % 7],
           (array['applied','screening','shortlisted','interviewed', null])[1 + g % 5],
           now() - make_interval(mins => g * 40000 + k.n::int), now() - make_interval(mins => g * 40000 + k.n::int)
    from generate_series(0, 4) as g
    join k on true
    join j on j.site_id = k.site_id and j.n = 1 + (k.n * 7 + g) % j.c
    on conflict do nothing`);
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
});

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
    ['page 400', query({ page: '400', per_page: '25' })],
  ];
}

/** The variants whose page or count reads the applications table in full, each with its plan. */
async function sequentialScans(reach: { siteId: number; employerId?: number }, list: [string, ApplicationListQuery][]) {
  const found: string[] = [];
  for (const [name, q] of list) {
    const plans = await applicationRows.plans(t.deps.db, reach, q);
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
});
