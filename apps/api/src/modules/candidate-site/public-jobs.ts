import { and, eq } from 'drizzle-orm';
import { fileUrl, type PublicJobListQuery } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { employers, jobs } from '../../db/schema/index.js';
import { publicBase } from '../../lib/public-url.js';
import { scopedRepository } from '../../lib/resource/scoped-repository.js';

/** The site a candidate reaches by one of its domains. */
export interface PublicSite {
  siteId: number;
}

/**
 * A site's live jobs as candidates see them (decision 0045): the scope is the site AND the live
 * status, in every statement, so a job of another site, or one that is not live, is no row at all
 * (404). Newest first on `jobs_site_status_published_idx`; deep pages read keys first (kit v2).
 */
export const liveJobRows = scopedRepository({
  table: jobs,
  key: jobs.uuid,
  id: jobs.id,
  scope: (site: PublicSite) => and(eq(jobs.site_id, site.siteId), eq(jobs.status, 'live')) ?? eq(jobs.id, -1),
  owner: () => ({}),
  list: {
    rows: (db: Db) =>
      db
        .select({ job: jobs, employer: { name: employers.business_name } })
        .from(jobs)
        .innerJoin(employers, eq(employers.id, jobs.employer_id))
        .$dynamic(),
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

/** A row of the public feed: what a candidate reads, no internal id, no knockout answer. */
export const toPublicJob = ({ job, employer }: LiveJob) => ({
  uuid: job.uuid,
  title: job.title,
  reference: job.reference,
  employer,
  work_type: job.work_type,
  classification: job.classification,
  pay_range: job.pay_range,
  advert_end_date: job.advert_end_date,
  published_at: job.published_at?.toISOString() ?? null,
});

/** The public detail: the advert, its banner as a public link, the questions without their knockout answers. */
export const toPublicJobDetail = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, record: LiveJob) => ({
  ...toPublicJob(record),
  description: record.job.description,
  key_selling_points: record.job.key_selling_points,
  banner_url: record.job.banner_file_id ? `${publicBase(config)}${fileUrl(record.job.banner_file_id, 'banner')}` : null,
  apply_on: record.job.apply_on,
  application_url: record.job.apply_on === 'external' ? record.job.application_url : null,
  questions_position: record.job.questions_position,
  screening_questions: record.job.screening_questions.map(({ kind, text, choices }) => ({ kind, text, choices })),
});
