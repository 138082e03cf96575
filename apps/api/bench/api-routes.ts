import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { SCALE_ACCOUNTS, scaleSiteAdmin } from '../src/db/seed/scale-tenants.js';
import { candidateRoutes, findCandidateTarget, type CandidateTarget } from './candidate-routes.js';

/** A route the bench loads; `table` names the list's own table (its statements run in parallel). */
export interface BenchRoute {
  name: string;
  path: string;
  table?: string;
  /** The budget that applies (decision 0040): the ceiling itself, a list, a search, a detail; a write is measured, not judged. */
  kind: 'ceiling' | 'list' | 'search' | 'detail' | 'write';
  /** A candidate's route: no staff token, the site in the path. */
  public?: boolean;
  /** Only these concurrencies (a write's rows stay few); otherwise BENCH_CONNECTIONS. */
  connections?: number[];
}

export interface BenchTarget {
  siteId: number;
  email: string;
  label: string;
  jobUuid: string;
  candidates: CandidateTarget;
}

/** The scale site with the most jobs, its admin, and one of its live jobs for the detail. */
export async function findBenchTarget(db: Db): Promise<BenchTarget> {
  const [site] = await queryRows<{ id: number; account: string; site: string; n: number; total: number }>(
    db,
    sql`select s.id, a.name as account, s.name as site, count(j.id)::int as n, (select count(*)::int from jobs) as total
        from sites s join accounts a on a.id = s.account_id left join jobs j on j.site_id = s.id
        where a.name in ${SCALE_ACCOUNTS.map((account) => account.name)}
        group by s.id, a.name, s.name order by n desc limit 1`,
  );
  if (!site || site.n === 0) throw new Error('No scale jobs in DATABASE_URL: run `npm run seed:scale` first.');
  const [job] = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid from jobs where site_id = ${site.id} and status = 'live' order by id desc limit 1`,
  );
  const [employers] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from employers`);
  const [version] = await queryRows<{ server_version: string }>(db, sql`show server_version`);
  if (!job) throw new Error('no live job in the biggest scale site');
  const candidates = await findCandidateTarget(db, site.id);
  return {
    candidates,
    siteId: site.id,
    email: scaleSiteAdmin(site.account, site.site),
    jobUuid: job.uuid,
    label: `PostgreSQL ${version?.server_version ?? ''}: ${site.total} jobs and ${employers?.n} employers in all; ${site.n} jobs in ${site.account}/${site.site}, ${candidates.applications} applications and ${candidates.seekers} seekers in all; listed by its site admin`,
  };
}

/**
 * The ceiling (the cheapest signed-in route), the jobs list's variants (default, a filtered and
 * sorted page, the deepest page, searches with one and with thousands of matches), a job's detail,
 * the same variants of the employers list, then issue 22's candidate routes (candidate-routes.ts).
 */
export const benchRoutes = (target: BenchTarget): BenchRoute[] => [
  { name: 'ceiling: job statuses', path: '/v1/job-statuses', kind: 'ceiling' },
  { name: 'jobs: default page', path: '/v1/jobs?per_page=25', table: 'jobs', kind: 'list' },
  {
    name: 'jobs: live, ending soonest',
    path: '/v1/jobs?per_page=25&filter%5Bstatus%5D=live&sort=advert_end_date',
    table: 'jobs',
    kind: 'list',
  },
  {
    name: 'jobs: full time, by title',
    path: '/v1/jobs?per_page=25&filter%5Bwork_type%5D=full_time&sort=title',
    table: 'jobs',
    kind: 'list',
  },
  { name: 'jobs: page 400', path: '/v1/jobs?per_page=25&page=400', table: 'jobs', kind: 'list' },
  { name: 'jobs: search, one match', path: '/v1/jobs?per_page=25&search=R-5-0123456', table: 'jobs', kind: 'search' },
  { name: 'jobs: search "nurse"', path: '/v1/jobs?per_page=25&search=nurse', table: 'jobs', kind: 'search' },
  { name: 'jobs: detail', path: `/v1/jobs/${target.jobUuid}/detail`, table: 'jobs', kind: 'detail' },
  { name: 'employers: default page', path: '/v1/employers?per_page=25', table: 'employers', kind: 'list' },
  {
    name: 'employers: active, most live jobs',
    path: '/v1/employers?per_page=25&filter%5Bstatus%5D=active&sort=-live_jobs_count',
    table: 'employers',
    kind: 'list',
  },
  { name: 'employers: page 400', path: '/v1/employers?per_page=25&page=400', table: 'employers', kind: 'list' },
  { name: 'employers: search "ltd"', path: '/v1/employers?per_page=25&search=ltd', table: 'employers', kind: 'search' },
  ...candidateRoutes(target.candidates),
];
