import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { todayUtc, type PublicJobListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { employers, jobs } from '../../db/schema/index.js';
import { columnsOf } from '../../lib/resource/scoped-list-repository.js';
import { scopedRepository } from '../../lib/resource/scoped-repository.js';

/** The site a candidate reaches by one of its domains. */
export interface PublicSite {
  siteId: number;
}

/** The columns of a feed's row (`PublicJobSchema`): the advert's text and questions are the detail's. */
const LISTED = [
  'uuid',
  'title',
  'reference',
  'work_type',
  'classification',
  'pay_range',
  'advert_end_date',
  'published_at',
] as const;
const listed = columnsOf(jobs, LISTED);

/**
 * The columns of a live job as the public side reads it: the detail (`PublicJobDetailSchema`), and
 * what applying, flagging and feedback need (its ids, title, questions). Not the staff's own fields
 * (links, mail addresses, key contact, product, audit columns).
 */
const candidateRead = columnsOf(jobs, [
  'id',
  'site_id',
  'employer_id',
  ...LISTED,
  'description',
  'key_selling_points',
  'banner_file_id',
  'apply_on',
  'application_url',
  'questions_position',
  'screening_questions',
]);

/** `job` (these columns of a job) with its employer's name. */
const withEmployer = <J extends typeof candidateRead | typeof listed>(db: Db, job: J) =>
  db
    .select({ job, employer: { name: employers.business_name } })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employer_id))
    .$dynamic();

/**
 * A job a candidate of `site` may see (decision 0045): the site AND the live status AND an advert
 * that has started (decision 0068: a scheduled job is not on the site yet).
 */
export const liveOnSite = (site: PublicSite) =>
  and(
    eq(jobs.site_id, site.siteId),
    eq(jobs.status, 'live'),
    or(isNull(jobs.advert_start_date), lte(jobs.advert_start_date, todayUtc())),
  ) ?? eq(jobs.id, -1);

/**
 * A site's live jobs as candidates see them (decision 0045): the scope is the site AND the live
 * status AND an advert that has started (decision 0068: a scheduled job is not on the site yet), in
 * every statement, so a job of another site, or one that is not live, is no row at all (404). Newest first on `jobs_site_status_published_idx`; deep pages read keys first (kit v2).
 */
export const liveJobRows = scopedRepository({
  table: jobs,
  key: jobs.uuid,
  scope: liveOnSite,
  owner: () => ({}),
  record: (db: Db) => withEmployer(db, candidateRead),
  list: {
    rows: (db: Db) => withEmployer(db, listed),
    search: [jobs.title],
    filters: (f: PublicJobListQuery['filter']) => [
      equalsWhenGiven(jobs.work_type, f.work_type),
      equalsWhenGiven(jobs.classification, f.classification),
    ],
    sorts: { published_at: jobs.published_at, title: jobs.title },
    defaultSort: '-published_at' as NonNullable<PublicJobListQuery['sort']>,
  },
});

export type LiveJob = NonNullable<Awaited<ReturnType<typeof liveJobRows.find>>>;
