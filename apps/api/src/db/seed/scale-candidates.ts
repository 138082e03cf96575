import type pg from 'pg';
import { APPLICATION_STAGE_LIST, FLAG_REASONS } from '@portal/contract';
import { APPLICATION_STAGES, FIELD_OPTIONS } from './field-options.js';
import { progressBar } from './scale-jobs.js';
import { SCALE_MAIL_DOMAIN } from './scale-tenants.js';

/** Rows per statement: a bar shows the progress, so a batch is a slice of a site's rows. */
const BATCH = 100_000;

const FIRST_NAMES = [
  'Amira',
  'Ben',
  'Chloé',
  'Daniel',
  'Elif',
  'Fatima',
  'George',
  'Hana',
  'Isaac',
  'Jade',
  'Karim',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoé',
];
const LAST_NAMES = [
  'Ahmed',
  'Brown',
  'Chen',
  'Dubois',
  'Evans',
  'Fernandes',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jones',
  'Khan',
  'Lefebvre',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Rossi',
  'Smith',
  'Taylor',
  'Williams',
];
const options = (list: keyof typeof FIELD_OPTIONS) => FIELD_OPTIONS[list].map(([value]) => value);

/** A site of the scale data set with how many seekers and applications it gets. */
export interface CandidateSite {
  id: number;
  seekers: number;
  applications: number;
}

/**
 * `count` seekers of one site, in SQL from hashes of their number: mostly active, some pending,
 * a few disabled; names from two short lists (so a search for a name matches many, as in life).
 */
async function insertSeekers(client: pg.ClientBase, siteId: number, first: number, last: number) {
  await client.query(
    `with src as (
       select i, (hashint4(i # $1::int)::bigint & 2147483647) as h,
              now() - make_interval(secs => (hashint4(i # 31 # $1::int)::bigint & 2147483647) % (3 * 365 * 86400)) as created_at
       from generate_series($2::int, $3::int) as i
     )
     insert into seekers (site_id, status, first_name, last_name, name, email, phone, visa_type, desired_work_type,
                          created_at, updated_at)
     select $1, case when h % 100 < 90 then 'active' when h % 100 < 98 then 'pending' else 'disabled' end,
            f, l, f || ' ' || l, 'candidate' || i || '@site' || $1 || '.${SCALE_MAIL_DOMAIN}',
            '+44 7700 ' || lpad((h % 1000000)::text, 6, '0'),
            ($4::text[])[1 + (h / 7) % cardinality($4::text[])],
            ($5::text[])[1 + (h / 11) % cardinality($5::text[])],
            created_at, created_at
     from (select i, h, created_at,
                  ($6::text[])[1 + h % cardinality($6::text[])] as f,
                  ($7::text[])[1 + (h / 100) % cardinality($7::text[])] as l
           from src) s`,
    [siteId, first, last, options('visa_type'), options('desired_work_type'), FIRST_NAMES, LAST_NAMES],
  );
}

/**
 * Applications `first`..`last` of one site: each to one of the site's published jobs, newer jobs
 * drawing more, by one of its seekers; a seeker applies to a job once (`on conflict do nothing`, so
 * a batch may hold a few fewer). Status and stage follow a recruiter's funnel: most are applied,
 * fewer screened, shortlisted, interviewed, offered; some unsuccessful (a few by a knockout answer).
 */
async function insertApplications(
  client: pg.ClientBase,
  site: { id: number; jobFirst: number; jobs: number; seekerFirst: number; seekers: number },
  first: number,
  last: number,
): Promise<number> {
  const inserted = await client.query(
    `with src as (
       select i,
              (hashint4(i # $1::int)::bigint & 2147483647) as h1,
              (hashint4(i # 7907 # $1::int)::bigint & 2147483647) as h2
       from generate_series($2::int, $3::int) as i
     ), picked as (
       select i, h1, h2,
              $4::int + $5::int - 1 - floor($5::int * power((h1 % 1000000) / 1000000.0, 3))::int as job_id,
              $6::int + (h2 % $7::int)::int as seeker_id,
              case when h2 % 1000 < 450 then 'applied' when h2 % 1000 < 480 then 'registered'
                   when h2 % 1000 < 500 then 'new' when h2 % 1000 < 520 then 'invited'
                   when h2 % 1000 < 670 then 'screening' when h2 % 1000 < 770 then 'shortlisted'
                   when h2 % 1000 < 830 then 'interviewed' when h2 % 1000 < 850 then 'offered'
                   when h2 % 1000 < 980 then 'unsuccessful' else 'withdrawn' end as status
       from src
     )
     insert into applications (site_id, employer_id, job_id, seeker_id, status, stage, knocked_out,
                               consented_at, applied_at, updated_at)
     select $1, j.employer_id, j.id, p.seeker_id, p.status,
            case when p.status in ('applied', 'registered', 'new', 'invited') then null
                 else ($8::text[])[1 + (p.h1 / 13) % cardinality($8::text[])] end,
            p.status = 'unsuccessful' and p.h1 % 10 = 0,
            a.applied_at, a.applied_at, least(now(), a.applied_at + make_interval(days => (p.h2 / 1000 % 20)::int))
     from picked p
     join jobs j on j.id = p.job_id and j.status <> 'draft'
     cross join lateral (select least(now(), j.created_at + make_interval(secs => p.h2 % (30 * 86400))) as applied_at) a
     on conflict (job_id, seeker_id) do nothing`,
    [
      site.id,
      first,
      last,
      site.jobFirst,
      site.jobs,
      site.seekerFirst,
      site.seekers,
      APPLICATION_STAGES.map(([v]) => v),
    ],
  );
  return inserted.rowCount ?? 0;
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped and built again afterwards: millions
 * of rows inserted into a dozen b-trees keyed by random uuids and ids slow to a crawl once the
 * indexes outgrow memory (3,000 rows/s), while building each index once over the loaded table is a
 * sort. Unique indexes stay (a seeker applies to a job once: `on conflict` needs its index). The definitions are read from the catalogue, so the schema stays the one place they live;
 * inside the seeding transaction, a failure restores them with everything else.
 */
async function withIndexesRebuilt(client: pg.ClientBase, tables: string[], load: () => Promise<void>) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and i.indexdef not like 'CREATE UNIQUE %'`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index "${name}"`);
  await load();
  await client.query(`set local maintenance_work_mem = '256MB'`);
  const bar = progressBar('indexes', rows.length);
  for (const [n, { definition }] of rows.entries()) {
    await client.query(definition);
    bar(n + 1);
  }
}

/** Each site's seekers then applications, under one progress bar each. */
export async function seedCandidates(client: pg.ClientBase, sites: CandidateSite[]) {
  await withIndexesRebuilt(client, ['seekers', 'applications'], async () => {
    await loadCandidates(client, sites);
    // Before the indexes come back: every seeker row is rewritten, and `last_activity_at` is indexed.
    await client.query(
      `update seekers s set applications_count = c.n, last_activity_at = c.latest
       from (select seeker_id, count(*)::int as n, max(applied_at) as latest from applications
             where site_id = any($1::int[]) group by seeker_id) c
       where s.id = c.seeker_id`,
      [sites.map((site) => site.id)],
    );
  });
}

async function loadCandidates(client: pg.ClientBase, sites: CandidateSite[]) {
  const seekerBar = progressBar(
    'seekers',
    sites.reduce((n, s) => n + s.seekers, 0),
  );
  let done = 0;
  for (const site of sites) {
    for (let from = 1; from <= site.seekers; from += BATCH) {
      const to = Math.min(site.seekers, from + BATCH - 1);
      await insertSeekers(client, site.id, from, to);
      done += to - from + 1;
      seekerBar(done);
    }
  }
  const applicationBar = progressBar(
    'applications',
    sites.reduce((n, s) => n + s.applications, 0),
  );
  done = 0;
  for (const site of sites) {
    const range = async (table: string) =>
      (
        await client.query<{ first: number; n: number }>(
          `select min(id)::int as first, count(*)::int as n from ${table} where site_id = $1`,
          [site.id],
        )
      ).rows[0];
    const jobs = await range('jobs');
    const seekers = await range('seekers');
    if (!jobs?.n || !seekers?.n) continue;
    const target = { id: site.id, jobFirst: jobs.first, jobs: jobs.n, seekerFirst: seekers.first, seekers: seekers.n };
    // A drawn pair that names a draft job or repeats a seeker's application to a job is skipped, so
    // the series goes on past the count until the site holds as many applications as asked (about 5 %
    // more draws; three batches in a row that add nothing end it, for a site too small to hold them).
    for (let from = 1, held = 0, empty = 0; held < site.applications && empty < 3;) {
      const to = from + Math.min(BATCH, site.applications - held) - 1;
      const added = await insertApplications(client, target, from, to);
      empty = added === 0 ? empty + 1 : 0;
      held += added;
      done += added;
      applicationBar(done);
      from = to + 1;
    }
  }
}

/** The sites' application stages, where a site seeded before stages existed has none. */
export async function ensureScaleStages(client: pg.ClientBase, siteIds: number[]) {
  await client.query(
    `insert into field_options (site_id, field, value, label, position)
     select s.id, $2, o.value, o.label, o.position - 1
     from unnest($1::int[]) as s(id)
     cross join unnest($3::text[], $4::text[]) with ordinality as o(value, label, position)
     where not exists (select 1 from field_options f where f.site_id = s.id and f.field = $2)`,
    [siteIds, APPLICATION_STAGE_LIST, APPLICATION_STAGES.map(([v]) => v), APPLICATION_STAGES.map(([, l]) => l)],
  );
}

/**
 * Flags on about one published job in 200 (one to three, a third of them dismissed) and feedback
 * on about one in 50 (one to five), then each job's applications count (the seekers' are set
 * while their indexes are down).
 */
export async function seedJobReportsAndCounters(client: pg.ClientBase, siteIds: number[]) {
  await client.query(
    `insert into job_flags (site_id, job_id, reason, comments, created_at, dismissed_at)
     select j.site_id, j.id, ($2::text[])[1 + (h / 3) % cardinality($2::text[])],
            case when h % 4 = 0 then 'The pay in the advert is not what the employer offers.' end,
            j.created_at + make_interval(days => (n + h % 10)::int),
            case when n = 3 then now() end
     from (select id, site_id, created_at, (hashint4(id)::bigint & 2147483647) as h from jobs
           where site_id = any($1::int[]) and status <> 'draft') j
     cross join lateral generate_series(1, 1 + (j.h / 200 % 3)::int) as n
     where j.h % 200 = 0`,
    [siteIds, [...FLAG_REASONS]],
  );
  await client.query(
    `insert into job_feedbacks (site_id, job_id, rating, recommend_employer, comments, created_at)
     select j.site_id, j.id, 1 + (j.h / 50 + n) % 5, (j.h / 50 + n) % 5 >= 2,
            case when n = 1 then 'Clear advert and a quick reply.' end,
            j.created_at + make_interval(days => n::int)
     from (select id, site_id, created_at, (hashint4(id # 17)::bigint & 2147483647) as h from jobs
           where site_id = any($1::int[]) and status <> 'draft') j
     cross join lateral generate_series(1, 1 + (j.h / 50 % 5)::int) as n
     where j.h % 50 = 0`,
    [siteIds],
  );
  // Every counted job's row is rewritten (a full page leaves no room for a HOT update): with its
  // dozen indexes up this took 3.5 minutes of the 9.5 for a million jobs; rebuilt after, a fraction.
  await withIndexesRebuilt(client, ['jobs'], async () => {
    await client.query(
      `update jobs j set applications_count = c.n
       from (select job_id, count(*)::int as n from applications where site_id = any($1::int[]) group by job_id) c
       where j.id = c.job_id`,
      [siteIds],
    );
  });
}
