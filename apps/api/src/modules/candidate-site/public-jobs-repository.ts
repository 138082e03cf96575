import { and, eq } from 'drizzle-orm';
import type { PublicJobListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { employers, jobs } from '../../db/schema/index.js';
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
