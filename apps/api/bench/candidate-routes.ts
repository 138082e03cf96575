import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import type { BenchRoute } from './api-routes.js';
import { APPLY_EMAIL_DOMAIN } from './apply-load.js';

/** What the candidate routes of the biggest scale site need: its domain, a busy job, a live job to apply to, a candidate. */
export interface CandidateTarget {
  domain: string;
  /** The site's job with the most applications (the job's applications list). */
  busyJobUuid: string;
  /** A live job that takes applications on the site and asks no screening questions. */
  applyJobUuid: string;
  applicationUuid: string;
  /** A candidate's full name, searched as a recruiter types it. */
  candidateName: string;
  applications: number;
  seekers: number;
}

export async function findCandidateTarget(db: Db, siteId: number): Promise<CandidateTarget> {
  const [domain] = await queryRows<{ domain: string }>(
    db,
    sql`select domain from site_domains where site_id = ${siteId} order by is_primary desc, domain limit 1`,
  );
  const [busy] = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid from jobs where site_id = ${siteId} order by applications_count desc, id desc limit 1`,
  );
  const [apply] = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid from jobs where site_id = ${siteId} and status = 'live' and apply_on is distinct from 'external'
        and screening_questions = '[]'::jsonb order by id desc limit 1`,
  );
  const [application] = await queryRows<{ uuid: string; name: string }>(
    db,
    sql`select a.uuid, s.name from applications a join seekers s on s.id = a.seeker_id
        where a.site_id = ${siteId} and s.email not like ${`%${APPLY_EMAIL_DOMAIN}`} order by a.id desc limit 1`,
  );
  const [counts] = await queryRows<{ applications: number; seekers: number }>(
    db,
    sql`select (select count(*)::int from applications) as applications, (select count(*)::int from seekers) as seekers`,
  );
  if (!domain || !busy || !apply || !application || !counts) {
    throw new Error('No scale candidates in the biggest site: run `npm run seed:scale` first.');
  }
  return {
    domain: domain.domain,
    busyJobUuid: busy.uuid,
    applyJobUuid: apply.uuid,
    applicationUuid: application.uuid,
    candidateName: application.name,
    ...counts,
  };
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Issue 22's routes: the applications list (default, by job, status, stage, stage sorted by status,
 * a candidate's name, the deepest page), a job's applications, an application's overview tab, the seekers list (default, a
 * search), the flagged jobs, the public feed and job of the site (no token), and applying (a write:
 * 1 and 10 connections, a new candidate each time).
 */
export const candidateRoutes = (t: CandidateTarget): BenchRoute[] => [
  { name: 'applications: default page', path: `/v1/applications?per_page=25`, table: 'applications', kind: 'list' },
  {
    name: 'applications: by job',
    path: `/v1/applications?${q({ per_page: '25', 'filter[job]': t.busyJobUuid })}`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: 'applications: shortlisted',
    path: `/v1/applications?${q({ per_page: '25', 'filter[status]': 'shortlisted' })}`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: 'applications: stage interviewed',
    path: `/v1/applications?${q({ per_page: '25', 'filter[stage]': 'interviewed' })}`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: 'applications: stage interviewed, by status',
    path: `/v1/applications?${q({ per_page: '25', 'filter[stage]': 'interviewed', sort: 'status' })}`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: 'applications: search a name',
    path: `/v1/applications?${q({ per_page: '25', search: t.candidateName })}`,
    table: 'applications',
    kind: 'search',
  },
  {
    name: 'applications: page 400',
    path: `/v1/applications?per_page=25&page=400`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: "a job's applications",
    path: `/v1/jobs/${t.busyJobUuid}/applications?per_page=25`,
    table: 'applications',
    kind: 'list',
  },
  {
    name: 'application: overview tab',
    path: `/v1/applications/${t.applicationUuid}/overview`,
    table: 'applications',
    kind: 'detail',
  },
  { name: 'seekers: default page', path: '/v1/seekers?per_page=25', table: 'seekers', kind: 'list' },
  {
    name: 'seekers: search a name',
    path: `/v1/seekers?${q({ per_page: '25', search: t.candidateName })}`,
    table: 'seekers',
    kind: 'search',
  },
  { name: 'flagged jobs', path: '/v1/site/flagged-jobs?per_page=25', table: 'job_flags', kind: 'list' },
  {
    name: 'public: job feed',
    path: `/v1/public/sites/${t.domain}/jobs?per_page=25`,
    table: 'jobs',
    kind: 'list',
    public: true,
  },
  {
    name: 'public: job detail',
    path: `/v1/public/sites/${t.domain}/jobs/${t.applyJobUuid}`,
    table: 'jobs',
    kind: 'detail',
    public: true,
  },
  {
    name: 'public: apply with a resume',
    path: `/v1/public/sites/${t.domain}/jobs/${t.applyJobUuid}/apply`,
    kind: 'write',
    public: true,
    connections: [1, 10],
  },
];
