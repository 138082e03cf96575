import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_SORTS, JobListQuerySchema, type JobListQuery } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { jobRows } from '../src/modules/jobs/repository.js';
import { useTestApp } from './helper.js';
import { asSiteStaff, planSites } from './plan-sites.js';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL): the server's planner at a size PGlite loads slowly.
// The jobs list's plans at a job board's statistics (decision 0040): 200,000 jobs over four sites,
// twenty job titles, one employer with 1 in 50 of the site's jobs,
// a quarter in the site listed, a consultant shown on 400 of them and a tag on 200, then VACUUM ANALYZE. Every filter, sort,
// search, the deepest page and an employer's own list must plan on indexes: no sequential scan of
// the jobs table, which at a million jobs reads them all.
const t = useTestApp();
const ids = t.ids;
let siteId: number;
let employerId: number;
let consultantId: number;
let tagId: number;

beforeAll(async () => {
  siteId = ids.site('acme/careers');
  employerId = ids.employer('Acme Bakery');
  const db = t.deps.db;
  const sites = await planSites(db);
  expect(sites.map((s) => s.id)).toContain(siteId);
  expect(sites.map((s) => s.employer)).not.toContain(employerId);
  await db.execute(sql`
    insert into jobs (site_id, employer_id, status, title, reference, work_type, classification,
                      advert_start_date, advert_end_date, created_at)
    select s.id, case when s.id = ${siteId} and i % 200 = 0 then ${employerId} else s.employer end,
           (array['draft','on_hold','live','unlisted','expired','expired','expired','rejected'])[1 + i % 8],
           (array['Pastry Chef','Staff Nurse','Warehouse Operative','Software Developer','Barista','Sous Chef',
                  'Receptionist','Accountant','Bricklayer','Teacher','Civil Engineer','Care Assistant','Data Analyst',
                  'Electrician','Plumber','Delivery Driver','Store Manager','Sales Assistant','Payroll Officer',
                  'Night Porter'])[1 + (i / 7) % 20] || ' ' || i,
           'R-' || i, (array['full_time','part_time','contract'])[1 + i % 3],
           (array['hospitality','healthcare','it','retail','trades'])[1 + i % 5],
           current_date - (i % 900), current_date - (i % 900) + 30, now() - make_interval(mins => i)
    from generate_series(1, 200000) as i
    join (select id, employer, row_number() over (order by id) - 1 as n from (values ${sql.join(
      sites.map((s) => sql`(${s.id}::int, ${s.employer}::int)`),
      sql`, `,
    )}) as v(id, employer)) s on s.n = i % ${sites.length}`);
  const [consultant] = await queryRows<{ id: number }>(
    db,
    sql`select id from consultants where site_id = ${siteId} limit 1`,
  );
  const [tag] = await queryRows<{ id: number }>(db, sql`select id from tags where site_id = ${siteId} limit 1`);
  if (!consultant || !tag) throw new Error('the seed gives acme/careers consultants and tags');
  consultantId = consultant.id;
  tagId = tag.id;
  await db.execute(sql`insert into job_consultants (job_id, consultant_id, position)
    select id, ${consultantId}, 0 from jobs where site_id = ${siteId} and id % 250 = 0`);
  await db.execute(sql`insert into job_tags (owner_id, tag_id)
    select uuid, ${tagId} from jobs where site_id = ${siteId} and id % 1000 = 0`);
  // As seed:scale and a live board's autovacuum leave it: visibility maps set, statistics fresh.
  await db.execute(sql`vacuum analyze jobs, job_consultants, job_tags`);
  // Generating 200,000 rows (and their trigram entries) outlasts a hook's default time on a shared runner.
}, 300_000);

const query = (raw: Record<string, unknown>): JobListQuery => JobListQuerySchema.parse(raw);

/** Every variant the list page can ask for: each sort both ways, each filter, a search, the deepest page. */
function variants(): [string, JobListQuery][] {
  const sorts = JOB_SORTS.flatMap((sort) => [sort, `-${sort}`]);
  return [
    ...sorts.map((sort): [string, JobListQuery] => [`sort=${sort}`, query({ sort })]),
    ...sorts.map((sort): [string, JobListQuery] => [`live, sort=${sort}`, query({ sort, filter: { status: 'live' } })]),
    ['employer', query({ filter: { employer: String(employerId) } })],
    ['work type, by title', query({ sort: 'title', filter: { work_type: 'full_time' } })],
    ['classification', query({ filter: { classification: 'healthcare' } })],
    ['consultant', query({ filter: { consultant: String(consultantId) } })],
    ['tag', query({ filter: { tag: String(tagId) } })],
    ['search', query({ search: 'nurse' })],
    ['page 12', query({ page: '12', per_page: '25' })],
    ['page 400', query({ page: '400', per_page: '25' })],
    ['live, page 200, ending soonest', query({ page: '200', sort: 'advert_end_date', filter: { status: 'live' } })],
  ];
}

/** The variants whose page or count reads the jobs table in full, each with its plan. */
async function sequentialScans(reach: { siteId: number; employerId?: number }, list: [string, JobListQuery][]) {
  const found: string[] = [];
  for (const [name, q] of list) {
    const plans = await asSiteStaff(reach.siteId, () => jobRows.plans(t.deps.db, reach, q));
    plans.forEach((plan, i) => {
      if (/Seq Scan on jobs/.test(plan)) found.push(`${name} (${i === 0 ? 'page' : 'count'}):\n${plan}`);
    });
  }
  return found;
}

describe('the jobs list at a job board’s statistics', () => {
  it('plans every variant for staff without a sequential scan of the jobs table', async () => {
    expect(await sequentialScans({ siteId }, variants())).toEqual([]);
  });

  it("plans an employer's own list, filtered and sorted, on its employer's indexes", async () => {
    const own = variants().filter(([name]) => !name.startsWith('employer'));
    expect(await sequentialScans({ siteId, employerId }, own)).toEqual([]);
  });

  it("searches the site's own trigram entries (btree_gin: site_id in the index condition)", async () => {
    for (const search of ['R-123457', 'nurse']) {
      // The statement that counts: the count, or a search's page that carries it.
      const count = (await jobRows.plans(t.deps.db, { siteId }, query({ search }))).at(-1);
      expect(count).toMatch(/jobs_site_(title|reference)_trgm_idx/);
      expect(count).toMatch(new RegExp(`Index Cond: \\(\\(site_id = ${siteId}\\) AND`));
    }
  });

  it("asks the reference index for a reference's number, not for its one-letter words (decision 0101)", async () => {
    const count = (await jobRows.plans(t.deps.db, { siteId }, query({ search: 'R-123457' }))).at(-1);
    // "R" would pad into trigrams every reference of the site holds; the whole term is checked on the rows found.
    expect(count).toMatch(/Index Cond: \(\(site_id = \d+\) AND \(reference ~~\* '%123457%'::text\)\)/);
    expect(count).not.toMatch(/Index Cond: [^\n]*'%R-123457%'/);
    expect(count).toMatch(/texticlike\(reference, '%R-123457%'::text\)/);
    const found = await jobRows.page(t.deps.db, { siteId }, query({ search: 'R-123457', per_page: '100' }));
    const expected = await queryRows<{ uuid: string }>(
      t.deps.db,
      sql`select uuid from jobs where site_id = ${siteId} and (title ilike '%R-123457%' or reference ilike '%R-123457%')
          order by created_at desc, id desc`,
    );
    expect(found.rows.map((row) => row.job.uuid)).toEqual(expected.map((row) => row.uuid));
  });

  it('reads the keys of a searched page first, then joins those rows only', async () => {
    const [page] = await jobRows.plans(t.deps.db, { siteId }, query({ search: 'nurse' }));
    // The joined rows are read by the 25 keys' primary key, not with every match.
    expect(page).toMatch(/Index Scan using jobs_pkey on jobs/);
  });
});
