import type pg from 'pg';
import { DEFAULT_LISTS } from './field-options.js';
import { ensureScaleStages, seedCandidates, seedJobReportsAndCounters } from './scale-candidates.js';
import { insertJobs, JOB_BATCH, progressBar, reconcileLiveJobCounts } from './scale-jobs.js';
import { insertEmployers, insertEmployerUsers } from './scale-rows.js';
import { SCALE_ACCOUNTS, SCALE_MAIL_DOMAIN, scaleSiteAdmin } from './scale-tenants.js';

/** A step's name and how long it took, for the command's report. */
export type Timing = [step: string, ms: number];

async function timed<T>(timings: Timing[], step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push([step, performance.now() - started]);
  return result;
}

/** The ids of the scale accounts and their sites in this enterprise (empty when not seeded). */
export async function findScaleTenants(client: pg.ClientBase, enterpriseId: number) {
  const names = SCALE_ACCOUNTS.map((a) => a.name);
  const accounts = await client.query<{ id: number }>(
    'select id from accounts where enterprise_id = $1 and name = any($2::text[])',
    [enterpriseId, names],
  );
  const sites = await client.query<{ id: number }>('select id from sites where account_id = any($1::int[])', [
    accounts.rows.map((r) => r.id),
  ]);
  return { accountIds: accounts.rows.map((r) => r.id), siteIds: sites.rows.map((r) => r.id) };
}

/**
 * After the seeding transaction commits: VACUUM moves the rows just inserted out of the trigram
 * (GIN) indexes' pending lists, which every search would otherwise scan in full (7 ms → 0.05 ms for
 * a term matching nothing at 200 000 employers), and ANALYZE gives the planner the new sizes.
 */
export async function vacuumScaleTables(client: pg.ClientBase, timings: Timing[]): Promise<void> {
  await timed(timings, 'vacuum analyze', () =>
    client.query(
      'vacuum analyze employers, employer_status_history, users, memberships, jobs, seekers, applications, job_flags, job_feedbacks',
    ),
  );
}

/**
 * Deletes the scale accounts, their sites, employers, users and memberships (the demo data stays).
 * In committed steps with a VACUUM between: every deleted user is looked up in the tables that name
 * it (employers.created_by, …), and those lookups must not wade through 200 000 dead employer rows.
 */
export async function resetScaleData(client: pg.ClientBase, enterpriseId: number, timings: Timing[]): Promise<void> {
  const { accountIds, siteIds } = await findScaleTenants(client, enterpriseId);
  await timed(timings, 'delete employers, memberships, invitations', async () => {
    await client.query('begin');
    for (const table of ['applications', 'seekers', 'job_flags', 'job_feedbacks', 'jobs']) {
      await client.query(`delete from ${table} where site_id = any($1::int[])`, [siteIds]);
    }
    for (const table of ['memberships', 'invitations']) {
      await client.query(
        `delete from ${table}
         where (scope_type = 'employer' and scope_id in (select id from employers where site_id = any($1::int[])))
            or (scope_type = 'site' and scope_id = any($1::int[]))
            or (scope_type = 'account' and scope_id = any($2::int[]))`,
        [siteIds, accountIds],
      );
    }
    await client.query('delete from employers where site_id = any($1::int[])', [siteIds]);
    await client.query('commit');
  });
  await timed(timings, 'vacuum', () =>
    client.query('vacuum analyze employers, employer_status_history, memberships, jobs'),
  );
  await timed(timings, 'delete users, sites, accounts', async () => {
    await client.query('begin');
    await client.query('delete from users where enterprise_id = $1 and email like $2', [
      enterpriseId,
      `%.${SCALE_MAIL_DOMAIN}`,
    ]);
    await client.query('delete from sites where id = any($1::int[])', [siteIds]);
    await client.query('delete from accounts where id = any($1::int[])', [accountIds]);
    await client.query('commit');
  });
}

export interface ScaleOptions {
  enterpriseId: number;
  employers: number;
  jobs: number;
  seekers: number;
  applications: number;
  passwordHash: string;
}

/**
 * Five accounts, twenty sites and `employers` employers and `jobs` jobs spread unevenly over them
 * (see SCALE_ACCOUNTS), with one to three users per employer and site and account staff. All in SQL
 * (generate_series, deterministic hashes), so 50 000 employers take seconds and a million jobs minutes.
 */
export async function seedScaleData(
  client: pg.ClientBase,
  opts: ScaleOptions,
  timings: Timing[],
): Promise<{ biggestSite: { account: string; site: string; id: number; employers: number } }> {
  const roles = new Map(
    (await client.query<{ id: number; key: string }>('select id, key from roles')).rows.map((r) => [r.key, r.id]),
  );
  const role = (key: string) => {
    const id = roles.get(key);
    if (!id) throw new Error(`role ${key} is missing: seed the demo data first`);
    return id;
  };
  const sites = await timed(timings, 'accounts, sites, staff', () => seedTenants(client, opts, role));

  let first = 1;
  for (const site of sites) {
    const last = first + site.employers - 1;
    await timed(timings, `employers of ${site.account}/${site.site} (${site.employers})`, () =>
      insertEmployers(client, site.id, first, last),
    );
    first = last + 1;
  }
  const siteIds = sites.map((s) => s.id);
  await timed(timings, `jobs (${opts.jobs})`, () => seedJobs(client, sites, opts.jobs));
  await timed(timings, 'live job counts', () => reconcileLiveJobCounts(client, siteIds));
  await seedScaleCandidates(client, siteIds, opts, timings);
  await timed(timings, 'status history', () =>
    client.query(
      `insert into employer_status_history (employer_id, from_status, to_status, created_at)
       select id, null, status, created_at from employers where site_id = any($1::int[])`,
      [siteIds],
    ),
  );
  await timed(timings, 'employer users and memberships', () =>
    insertEmployerUsers(client, siteIds, opts, role('employer-admin'), role('employer-user')),
  );
  const biggest = [...sites].sort((a, b) => b.employers - a.employers)[0];
  if (!biggest) throw new Error('no scale site');
  return { biggestSite: biggest };
}

/**
 * `seekers` seekers and `applications` applications over the sites, each site's share its share of
 * the jobs, then flags, feedback and the counters the lists read (decision 0044). Also what a second
 * run adds to scale data seeded before candidates existed.
 */
export async function seedScaleCandidates(
  client: pg.ClientBase,
  siteIds: number[],
  opts: Pick<ScaleOptions, 'seekers' | 'applications'>,
  timings: Timing[],
): Promise<void> {
  const { rows } = await client.query<{ site_id: number; n: number }>(
    'select site_id, count(*)::int as n from jobs where site_id = any($1::int[]) group by site_id order by site_id',
    [siteIds],
  );
  const jobs = rows.reduce((sum, row) => sum + row.n, 0);
  const share = (total: number, n: number) => Math.max(1, Math.round((total * n) / Math.max(jobs, 1)));
  const sites = rows.map((row) => ({
    id: row.site_id,
    seekers: share(opts.seekers, row.n),
    applications: share(opts.applications, row.n),
  }));
  await timed(timings, 'application stages', () => ensureScaleStages(client, siteIds));
  await timed(timings, `seekers (${opts.seekers}) and applications (${opts.applications})`, () =>
    seedCandidates(client, sites),
  );
  await timed(timings, 'flags, feedback, application counts', () => seedJobReportsAndCounters(client, siteIds));
}

/** Each site's share of `total` jobs (its share of the employers), in batches under one progress bar. */
async function seedJobs(client: pg.ClientBase, sites: { id: number; employers: number }[], total: number) {
  const employerCount = sites.reduce((sum, site) => sum + site.employers, 0);
  const progress = progressBar('jobs', total);
  let done = 0;
  for (const [index, site] of sites.entries()) {
    const jobs = index === sites.length - 1 ? total - done : Math.round((total * site.employers) / employerCount);
    const { rows } = await client.query<{ first: number; n: number }>(
      'select min(id)::int as first, count(*)::int as n from employers where site_id = $1',
      [site.id],
    );
    const employerFirst = rows[0]?.first;
    if (employerFirst == null || jobs <= 0) continue;
    const target = { id: site.id, jobs, employerFirst, employers: rows[0]?.n ?? 0, salt: index };
    for (let from = 1; from <= jobs; from += JOB_BATCH) {
      const to = Math.min(jobs, from + JOB_BATCH - 1);
      await insertJobs(client, target, from, to);
      done += to - from + 1;
      progress(done);
    }
  }
}

async function seedTenants(client: pg.ClientBase, opts: ScaleOptions, role: (key: string) => number) {
  const sites: { account: string; site: string; id: number; employers: number }[] = [];
  const staff = async (email: string, name: string, roleKey: string, scopeType: string, scopeId: number) => {
    const user = await client.query<{ id: number }>(
      'insert into users (enterprise_id, email, name, password_hash) values ($1, $2, $3, $4) returning id',
      [opts.enterpriseId, email, name, opts.passwordHash],
    );
    await client.query('insert into memberships (user_id, scope_type, scope_id, role_id) values ($1, $2, $3, $4)', [
      user.rows[0]?.id,
      scopeType,
      scopeId,
      role(roleKey),
    ]);
  };
  const shares = SCALE_ACCOUNTS.flatMap((a) => a.sites.map((s) => s.share));
  const total = shares.reduce((sum, share) => sum + share, 0);
  let assigned = 0;
  let index = 0;
  for (const account of SCALE_ACCOUNTS) {
    const { rows } = await client.query<{ id: number }>(
      'insert into accounts (enterprise_id, name, title) values ($1, $2, $3) returning id',
      [opts.enterpriseId, account.name, account.title],
    );
    const accountId = rows[0]?.id;
    if (!accountId) throw new Error('account insert failed');
    await staff(
      `owner@${account.name}.${SCALE_MAIL_DOMAIN}`,
      `${account.title} Owner`,
      'account-owner',
      'account',
      accountId,
    );
    for (const site of account.sites) {
      index++;
      const count =
        index === shares.length ? opts.employers - assigned : Math.round((opts.employers * site.share) / total);
      assigned += count;
      const inserted = await client.query<{ id: number }>(
        `insert into sites (account_id, name, title, branding, settings)
         values ($1, $2, $3, $4, '{"translation_enabled": false, "default_locale": "en"}') returning id`,
        [
          accountId,
          site.name,
          site.title,
          JSON.stringify({ primary_color: '#1d4ed8', primary_darken_color: '#1e3a8a' }),
        ],
      );
      const siteId = inserted.rows[0]?.id;
      if (!siteId) throw new Error('site insert failed');
      await client.query('insert into site_domains (domain, site_id, is_primary) values ($1, $2, true)', [
        `${site.name}.${account.name}.${SCALE_MAIL_DOMAIN}`,
        siteId,
      ]);
      for (const [field, options] of Object.entries(DEFAULT_LISTS)) {
        await client.query(
          `insert into field_options (site_id, field, value, label, position)
           select $1, $2, value, label, position - 1 from unnest($3::text[], $4::text[]) with ordinality as o(value, label, position)`,
          [siteId, field, options.map(([value]) => value), options.map(([, label]) => label)],
        );
      }
      await staff(scaleSiteAdmin(account.name, site.name), `${site.title} Admin`, 'site-admin', 'site', siteId);
      for (const n of [1, 2, 3]) {
        const email = `recruiter${n}.${site.name}@${account.name}.${SCALE_MAIL_DOMAIN}`;
        await staff(email, `${site.title} Recruiter ${n}`, 'recruiter', 'site', siteId);
      }
      sites.push({ account: account.name, site: site.name, id: siteId, employers: count });
    }
  }
  return sites;
}
