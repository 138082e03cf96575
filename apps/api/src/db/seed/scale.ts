import type pg from 'pg';
import { FIELD_OPTIONS } from './field-options.js';
import {
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_SUFFIXES,
  NAME_WORDS,
  SCALE_ACCOUNTS,
  SCALE_MAIL_DOMAIN,
  scaleSiteAdmin,
  STREETS,
  TRADES,
} from './scale-tenants.js';

const SIZES = ['1-10', '1-10', '11-50', '11-50', '51-200', '201-500', '500+'];

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
    client.query('vacuum analyze employers, employer_status_history, users, memberships'),
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
  await timed(timings, 'vacuum', () => client.query('vacuum analyze employers, employer_status_history, memberships'));
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

/**
 * Three accounts, ten sites and `employers` employers spread unevenly over them (see
 * SCALE_ACCOUNTS), with one to three users per employer and site and account staff. All in SQL
 * (generate_series, deterministic hashes), so 200 000 employers take seconds, not minutes.
 */
export async function seedScaleData(
  client: pg.ClientBase,
  opts: { enterpriseId: number; employers: number; passwordHash: string },
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

async function seedTenants(
  client: pg.ClientBase,
  opts: { enterpriseId: number; employers: number; passwordHash: string },
  role: (key: string) => number,
) {
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
      for (const [field, options] of Object.entries(FIELD_OPTIONS)) {
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

/**
 * Employers `first`..`last` of the set, in one site; every field picked from a hash of the row
 * number, the creation date rising with it (rows lie in the table in the order they were created).
 */
async function insertEmployers(client: pg.ClientBase, siteId: number, first: number, last: number) {
  await client.query(
    `with src as (
       select i,
              (hashint4(i)::bigint & 2147483647) as h1,
              (hashint4(i # 7919)::bigint & 2147483647) as h2,
              (hashint4(i # 104729)::bigint & 2147483647) as h3,
              (hashint4(i # 1299709)::bigint & 2147483647) as h4,
              (hashint4(i # 15485863)::bigint & 2147483647) as h5
       from generate_series($2::int, $3::int) as i
     ), picked as (
       select i, h4, h5,
              case when h1 % 100 < 12 then 'household' else 'business' end as type,
              1 + h2 % cardinality($4::text[]) as word,
              1 + (h2 / 1000) % cardinality($5::text[]) as trade,
              1 + (h2 / 1000000) % cardinality($7::text[]) as suffix,
              1 + h3 % cardinality($8::text[]) as first_name,
              1 + (h3 / 1000) % cardinality($9::text[]) as last_name,
              case when (h1 / 100) % 100 < 78 then 'active'
                   when (h1 / 100) % 100 < 84 then 'on_hold'
                   when (h1 / 100) % 100 < 96 then 'disabled'
                   else 'rejected' end as status,
              -- Over five years, in insertion order as on a live board (the row's place in its site), give or take an hour.
              now() - make_interval(secs => ($3::int - i)::double precision / ($3::int - $2::int + 1) * 5 * 365 * 86400
                                            + h5 % 3600) as created_at
       from src
     )
     insert into employers (site_id, type, business_name, business_website, business_size, registration_number,
                            industry, contact_name, contact_email, address, phone, status, live_jobs_count,
                            created_at, updated_at)
     select $1, type,
            case when type = 'household' then ($8::text[])[first_name] || ' ' || ($9::text[])[last_name] || ' Household'
                 else ($4::text[])[word] || ' ' || ($5::text[])[trade] || ($7::text[])[suffix] end,
            case when type = 'business' and h4 % 10 < 7 then 'https://employer' || i || '.example' end,
            case when type = 'business' then ($10::text[])[1 + h4 % cardinality($10::text[])] end,
            case when type = 'business' then 'REG-' || lpad(i::text, 7, '0') end,
            case when type = 'household' then 'household' when h4 % 100 < 4 then null else ($6::text[])[trade] end,
            ($8::text[])[first_name] || ' ' || ($9::text[])[last_name],
            lower(($8::text[])[first_name] || '.' || ($9::text[])[last_name]) || i || '@example.com',
            (1 + h5 % 300) || ' ' || ($11::text[])[1 + h5 % cardinality($11::text[])] || ', '
              || ($12::text[])[1 + (h5 / 1000) % cardinality($12::text[])],
            '+44 7' || lpad((h5 % 1000000000)::text, 9, '0'),
            status,
            case when status <> 'active' then 0
                 when h4 % 200 = 0 then 50 + (h4 / 200) % 250
                 else floor(power((h4 % 1000) / 1000.0, 4) * 40)::int end,
            created_at,
            least(now(), created_at + make_interval(days => ((h4 / 1000) % 30)::int))
     from picked`,
    [
      siteId,
      first,
      last,
      NAME_WORDS,
      TRADES.map(([trade]) => trade),
      TRADES.map(([, industry]) => industry),
      NAME_SUFFIXES,
      FIRST_NAMES,
      LAST_NAMES,
      SIZES,
      STREETS,
      CITIES,
    ],
  );
}

/** One to three users per employer that is not rejected (the first its admin), in one statement. */
async function insertEmployerUsers(
  client: pg.ClientBase,
  siteIds: number[],
  opts: { enterpriseId: number; passwordHash: string },
  adminRole: number,
  userRole: number,
) {
  await client.query(
    `with src as materialized (
       select nextval(pg_get_serial_sequence('users', 'id')) as uid, e.id as employer_id, k, e.created_at,
              (hashint4(e.id # k)::bigint & 2147483647) as h
       from employers e
       cross join lateral generate_series(1, 1 + (e.id % 3 = 0)::int + (e.id % 10 = 0)::int) as k
       where e.site_id = any($1::int[]) and e.status <> 'rejected'
     ), added as (
       insert into users (id, enterprise_id, email, name, password_hash, created_at, updated_at)
       select uid, $2,
              lower(($3::text[])[1 + h % cardinality($3::text[])] || '.' || ($4::text[])[1 + (h / 1000) % cardinality($4::text[])])
                || '.' || uid || '@mail.${SCALE_MAIL_DOMAIN}',
              ($3::text[])[1 + h % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (h / 1000) % cardinality($4::text[])],
              $5, created_at, created_at
       from src
     )
     insert into memberships (user_id, scope_type, scope_id, role_id, created_at)
     select uid, 'employer', employer_id, case when k = 1 then $6::int else $7::int end, created_at from src`,
    [siteIds, opts.enterpriseId, FIRST_NAMES, LAST_NAMES, opts.passwordHash, adminRole, userRole],
  );
}
