import type pg from 'pg';
import {
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_SUFFIXES,
  NAME_WORDS,
  SCALE_MAIL_DOMAIN,
  STREETS,
  TRADES,
} from './scale-tenants.js';

// The bulk rows of the scale data set, each kind in one statement over generate_series.

const SIZES = ['1-10', '1-10', '11-50', '11-50', '51-200', '201-500', '500+'];

/**
 * Employers `first`..`last` of the set, in one site; every field picked from a hash of the row
 * number, the creation date rising with it (rows lie in the table in the order they were created).
 */
export async function insertEmployers(client: pg.ClientBase, siteId: number, first: number, last: number) {
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
export async function insertEmployerUsers(
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
