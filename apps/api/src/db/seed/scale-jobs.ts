import type pg from 'pg';
import { FIELD_OPTIONS } from './field-options.js';
import { JOB_LEVELS, JOB_ROLES } from './scale-tenants.js';

/** Jobs in one statement: a bar shows the progress, so a batch is a slice of a site's jobs. */
export const JOB_BATCH = 50_000;

const values = (list: keyof typeof FIELD_OPTIONS) => FIELD_OPTIONS[list].map(([value]) => value);

/**
 * Jobs `first`..`last` of one site's `count` (numbered from 1 in the site, oldest first), over the
 * site's employers `employerFirst`..`employerFirst + employers - 1` (ids of one insert, contiguous).
 * Every field comes from a hash of the job's number; a few employers post most jobs, as on a real
 * board. The status follows the age: jobs of the last 40 days are mostly live (some drafts, on hold,
 * unlisted), older ones mostly expired (some rejected, abandoned drafts, long unlisted).
 */
export async function insertJobs(
  client: pg.ClientBase,
  site: { id: number; jobs: number; employerFirst: number; employers: number; salt: number },
  first: number,
  last: number,
) {
  await client.query(
    `with src as (
       select i,
              (hashint4(i # $3::int)::bigint & 2147483647) as h1,
              (hashint4(i # 7919 # $3::int)::bigint & 2147483647) as h2,
              (hashint4(i # 104729 # $3::int)::bigint & 2147483647) as h3,
              now() - make_interval(secs => ($2::int - i)::double precision / $2::int * 5 * 365 * 86400
                                            + (hashint4(i)::bigint & 2147483647) % 3600) as created_at
       from generate_series($4::int, $5::int) as i
     ), picked as (
       select i, h1, h2, h3, created_at,
              $6::int + floor($7::int * power((h1 % 1000000) / 1000000.0, 2.5))::int as employer_id,
              1 + h2 % cardinality($8::text[]) as role,
              case when created_at > now() - interval '40 days' then
                     case when h3 % 100 < 75 then 'live' when h3 % 100 < 83 then 'draft'
                          when h3 % 100 < 88 then 'on_hold' when h3 % 100 < 95 then 'unlisted' else 'expired' end
                   else
                     case when h3 % 100 < 90 then 'expired' when h3 % 100 < 93 then 'rejected'
                          when h3 % 100 < 97 then 'draft' else 'unlisted' end
              end as status
       from src
     )
     insert into jobs (site_id, employer_id, status, title, reference, work_type, pay_type, pay_range,
                       salary_min, salary_max, currency, classification, advert_start_date, advert_end_date,
                       created_at, updated_at)
     select $1, employer_id, status,
            ($10::text[])[1 + (h2 / 1000) % cardinality($10::text[])] || ($8::text[])[role],
            'R-' || $1::int || '-' || lpad(i::text, 7, '0'),
            ($11::text[])[1 + h1 % cardinality($11::text[])],
            'annual',
            '£' || (20 + h2 % 60) || 'k – £' || (25 + h2 % 60 + h3 % 20) || 'k a year',
            (20 + h2 % 60) * 1000, (25 + h2 % 60 + h3 % 20) * 1000,
            'GBP',
            ($9::text[])[role],
            case when status <> 'draft' then created_at::date end,
            case when status = 'draft' then null
                 when status in ('live', 'on_hold') then greatest(created_at::date + 30, current_date + 1 + (h3 / 100)::int % 30)
                 when status = 'expired' then least(created_at::date + 30, greatest(created_at::date, current_date - 1))
                 else created_at::date + 30 end,
            created_at,
            least(now(), created_at + make_interval(days => ((h3 / 1000) % 20)::int))
     from picked`,
    [
      site.id,
      site.jobs,
      site.salt,
      first,
      last,
      site.employerFirst,
      site.employers,
      JOB_ROLES.map(([role]) => role),
      JOB_ROLES.map(([, classification]) => classification),
      JOB_LEVELS,
      values('work_type'),
    ],
  );
}

/** Each employer's `live_jobs_count` from its jobs (the seed's employers carry a made-up number until then). */
export async function reconcileLiveJobCounts(client: pg.ClientBase, siteIds: number[]) {
  await client.query(
    `update employers e set live_jobs_count = coalesce(c.n, 0)
     from employers e2 left join (select employer_id, count(*)::int as n from jobs
                                  where site_id = any($1::int[]) and status = 'live' group by employer_id) c
            on c.employer_id = e2.id
     where e.id = e2.id and e2.site_id = any($1::int[]) and e.live_jobs_count is distinct from coalesce(c.n, 0)`,
    [siteIds],
  );
}

/** A one-line progress bar on a terminal, a line per tenth elsewhere (CI logs). */
export function progressBar(label: string, total: number) {
  const started = performance.now();
  let lastTenth = -1;
  return (done: number) => {
    const share = done / total;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const text = `${label} ${'#'.repeat(Math.round(share * 30)).padEnd(30, '.')} ${done}/${total} ${seconds} s`;
    if (process.stdout.isTTY) process.stdout.write(`\r${text}${done >= total ? '\n' : ''}`);
    else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      console.log(text);
    }
  };
}
