import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FlaggedJobListQuerySchema,
  PublicJobListQuerySchema,
  SEEKER_SORTS,
  SeekerListQuerySchema,
  type FlaggedJobListQuery,
  type PublicJobListQuery,
  type SeekerListQuery,
} from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { liveJobRows } from '../src/modules/candidate-site/public-jobs-repository.js';
import { flaggedJobPlans } from '../src/modules/job-reports/flags-repository.js';
import { seekerRows } from '../src/modules/seekers/repository.js';
import { useTestApp } from './helper.js';
import { asSiteStaff, planSites } from './plan-sites.js';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL), as the applications list's plan test does
// (decision 0040): 200,000 seekers and 200,000 jobs over four sites (a fifth of the jobs live, the
// rest in the other statuses), 4,000 open and 2,000 dismissed reports on the jobs of acme/careers,
// a tag on 1 in 1,000 seekers, then VACUUM ANALYZE. The seekers list (every sort, filter and kind
// of search, the deepest page), the flagged-jobs list and the public job feed of a site must plan
// without a sequential scan of seekers or jobs.
const t = useTestApp();
const ids = t.ids;
let siteId: number;
let tagId: number;

beforeAll(async () => {
  siteId = ids.site('acme/careers');
  const db = t.deps.db;
  const sites = await planSites(db);
  const pick = (column: 'id' | 'employer') =>
    sql`(array[${sql.join(
      sites.map((s) => sql`${s[column]}::int`),
      sql`, `,
    )}])[1 + i % ${sites.length}]`;
  await db.execute(sql`insert into seekers (site_id, first_name, last_name, name, email, status, visa_type,
      desired_work_type, last_activity_at, created_at)
    select ${pick('id')}, 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'seeker' || i || '@cand.test',
           (array['active','active','active','pending','disabled'])[1 + i % 5],
           (array['citizen','permanent','working_holiday', null])[1 + i % 4],
           (array['full_time','part_time','casual'])[1 + i % 3],
           now() - make_interval(mins => i), now() - make_interval(mins => 200000 - i)
    from generate_series(0, 199999) as i`);
  await db.execute(sql`insert into jobs (site_id, employer_id, status, title, work_type, classification, published_at)
    select ${pick('id')}, ${pick('employer')},
           (array['live','expired','expired','draft','closed'])[1 + (i / 4) % 5],
           (array['Pastry Chef','Staff Nurse','Barista','Teacher','Plumber'])[1 + i % 5] || ' ' || i,
           (array['full_time','part_time','casual'])[1 + i % 3], (array['trades','it','education','health'])[1 + i % 4],
           case when (i / 4) % 5 in (0, 1, 4) then now() - make_interval(mins => 200000 - i) end
    from generate_series(0, 199999) as i`);
  await db.execute(sql`insert into job_flags (site_id, job_id, reason, comments, created_at, dismissed_at)
    select j.site_id, j.id, (array['misleading','spam','offensive'])[1 + n % 3], null,
           now() - make_interval(mins => n), case when n % 3 = 0 then now() end
    from (select id, site_id, (row_number() over (order by id))::int as n from jobs
          where site_id = ${siteId} and status = 'live' order by id limit 6000) j`);
  const [tag] = await queryRows<{ id: number }>(db, sql`select id from tags where site_id = ${siteId} limit 1`);
  if (!tag) throw new Error('the seed gives acme/careers tags');
  tagId = tag.id;
  await db.execute(sql`insert into seeker_tags (owner_id, tag_id)
    select uuid, ${tagId} from seekers where site_id = ${siteId} and id % 1000 = 0`);
  await db.execute(sql`vacuum analyze seekers, seeker_tags, jobs, job_flags`);
  // Generating 400,000 rows outlasts a hook's default time on a shared runner.
}, 300_000);

const days = (n: number) => new Date(Date.now() - n * 864e5).toISOString().slice(0, 10);
const seekersQuery = (raw: Record<string, unknown>): SeekerListQuery => SeekerListQuerySchema.parse(raw);

function seekerVariants(): [string, SeekerListQuery][] {
  const sorts = SEEKER_SORTS.flatMap((sort) => [sort, `-${sort}`]);
  return [
    ...sorts.map((sort): [string, SeekerListQuery] => [`sort=${sort}`, seekersQuery({ sort })]),
    ['status', seekersQuery({ filter: { status: 'pending' } })],
    ['status by name', seekersQuery({ filter: { status: 'disabled' }, sort: 'name' })],
    ['visa type', seekersQuery({ filter: { visa_type: 'citizen' } })],
    ['desired work type', seekersQuery({ filter: { desired_work_type: 'casual' } })],
    ['tag', seekersQuery({ filter: { tag: String(tagId) } })],
    ['active this week', seekersQuery({ filter: { active_from: days(7) } })],
    ['search a name', seekersQuery({ search: 'last1234' })],
    ['search an email', seekersQuery({ search: 'seeker4321@' })],
    ['search a profile ID', seekersQuery({ search: 'ab12cd' })],
    ['page 12', seekersQuery({ page: '12', per_page: '25' })],
    ['page 400', seekersQuery({ page: '400', per_page: '25' })],
  ];
}

const feedQuery = (raw: Record<string, unknown>): PublicJobListQuery => PublicJobListQuerySchema.parse(raw);
const feedVariants = (): [string, PublicJobListQuery][] => [
  ['newest', feedQuery({})],
  ['oldest', feedQuery({ sort: 'published_at' })],
  ['by title', feedQuery({ sort: 'title' })],
  ['work type', feedQuery({ filter: { work_type: 'casual' } })],
  ['classification', feedQuery({ filter: { classification: 'health' } })],
  ['search', feedQuery({ search: 'nurse' })],
  ['page 12', feedQuery({ page: '12', per_page: '25' })],
  ['page 400', feedQuery({ page: '400', per_page: '25' })],
];

const flaggedQuery = (raw: Record<string, unknown>): FlaggedJobListQuery => FlaggedJobListQuerySchema.parse(raw);
const flaggedVariants = (): [string, FlaggedJobListQuery][] => [
  ['latest report', flaggedQuery({})],
  ['most reports', flaggedQuery({ sort: '-reports_count' })],
  ['reason', flaggedQuery({ filter: { reason: 'spam' } })],
  ['search', flaggedQuery({ search: 'nurse' })],
  ['page 40', flaggedQuery({ page: '40', per_page: '25' })],
];

/** The variants whose page or count reads one of `tables` in full, each with its plan. */
async function sequentialScans<Q>(
  plansOf: (q: Q) => Promise<string[]>,
  list: [string, Q][],
  tables = 'seekers|jobs|applications',
) {
  const found: string[] = [];
  for (const [name, q] of list) {
    (await plansOf(q)).forEach((plan, i) => {
      if (new RegExp(`Seq Scan on (${tables})\\b`).test(plan)) {
        found.push(`${name} (${i === 0 ? 'page' : 'count'}):\n${plan}`);
      }
    });
  }
  return found;
}

describe('the candidate lists at a job board’s statistics', () => {
  it('plans every variant of the seekers list without a sequential scan', async () => {
    const plans = (q: SeekerListQuery) => asSiteStaff(siteId, () => seekerRows.plans(t.deps.db, { siteId }, q));
    expect(await sequentialScans(plans, seekerVariants())).toEqual([]);
  });

  it('plans the flagged jobs from the open reports of the site, without a sequential scan', async () => {
    const plans = (q: FlaggedJobListQuery) => asSiteStaff(siteId, () => flaggedJobPlans(t.deps.db, { siteId }, q));
    expect(await sequentialScans(plans, flaggedVariants())).toEqual([]);
  });

  it("plans the public job feed on the site's live jobs without a sequential scan", async () => {
    const plans = (q: PublicJobListQuery) => asSiteStaff(siteId, () => liveJobRows.plans(t.deps.db, { siteId }, q));
    expect(await sequentialScans(plans, feedVariants())).toEqual([]);
  });

  it("searches a seeker's name and email on the site's own trigram entries (site_id in the index condition)", async () => {
    // One statement: the page carries the count of the matches.
    const count = (await seekerRows.plans(t.deps.db, { siteId }, seekersQuery({ search: 'last1234' }))).at(-1);
    expect(count).toMatch(/seekers_site_name_trgm_idx/);
    expect(count).toMatch(new RegExp(`Index Cond: \\(\\(site_id = ${siteId}\\) AND \\(name`));
  });
});
