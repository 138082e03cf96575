import type { FlaggedJobListQuery } from '@portal/contract';
import { notFound } from '../../lib/http-error.js';
import { pageMeta, type PageQuery } from '../../lib/list-page.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { jobRows } from '../jobs/index.js';
import { averageRating, findReachedJob, pageJobFeedback } from './feedback-repository.js';
import * as flags from './flags-repository.js';

const audit = auditFor('job');
const iso = (value: Date | string) => new Date(value).toISOString();

const toFlaggedJob = (row: flags.FlaggedJobRow) => ({
  uuid: row.uuid,
  title: row.title,
  reference: row.reference,
  job_status: row.job_status,
  employer: { id: Number(row.employer_id), name: row.employer_name },
  reason: row.reason,
  comments: row.comments,
  reported_at: iso(row.reported_at),
  reports_count: Number(row.reports_count),
});

export async function listFlaggedJobs({ deps, reach }: ResourceContext, q: FlaggedJobListQuery) {
  const { rows, count } = await flags.pageFlaggedJobs(deps.db, reach, q);
  return { data: rows.map(toFlaggedJob), meta: pageMeta(q, count) };
}

/** A job of the site with its open reports; a job with none is not a flagged job (404), as one of another site. */
export async function getFlaggedJob({ deps, reach }: ResourceContext, uuid: string) {
  const found = await jobRows.find(deps.db, { siteId: reach.siteId }, uuid.toLowerCase());
  const reports = found ? await flags.openReportsOfJob(deps.db, reach, found.job.id) : [];
  const latest = reports[0];
  if (!found || !latest) throw notFound();
  const { job, employer } = found;
  return {
    data: {
      uuid: job.uuid,
      title: job.title,
      reference: job.reference,
      job_status: job.status,
      employer,
      reason: latest.reason,
      comments: latest.comments,
      reported_at: latest.created_at.toISOString(),
      reports_count: reports.length,
      reports: reports.map(({ created_at, ...r }) => ({ ...r, reported_at: created_at.toISOString() })),
    },
  };
}

/**
 * Dismisses every open report of these jobs, all or nothing: a uuid that is not a job of the site is
 * a 404 and nothing changes. A job without open reports is left alone. Each dismissal is audited on
 * the job with how many reports it closed; answers how many jobs had reports dismissed.
 */
export async function dismissFlags(ctx: ResourceContext, uuids: string[]) {
  const keys = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  return ctx.deps.db.transaction(async (tx) => {
    const jobs = await flags.lockSiteJobs(tx, ctx.reach, keys);
    if (jobs.length !== keys.length) throw notFound();
    let updated = 0;
    for (const job of jobs) {
      const dismissed = await flags.dismissOpenReports(tx, ctx.reach, job.id, ctx.user.id);
      if (!dismissed) continue;
      await audit(tx, ctx, job.uuid, 'flags_dismissed', { reports: dismissed });
      updated += 1;
    }
    return { data: { updated } };
  });
}

const jobOfReach = async ({ deps, reach }: ResourceContext, uuid: string) => {
  const job = await findReachedJob(deps.db, reach, uuid.toLowerCase());
  if (!job) throw notFound();
  return job;
};

/** A job's feedback, newest first ("No feedback left." on the web when the page is empty). */
export async function listJobFeedback(
  ctx: ResourceContext,
  uuid: string,
  q: PageQuery & { sort?: 'created_at' | '-created_at' | 'rating' | '-rating' },
) {
  const job = await jobOfReach(ctx, uuid);
  const { rows, count } = await pageJobFeedback(ctx.deps.db, job.id, q);
  const data = rows.map((r) => ({
    uuid: r.uuid,
    rating: r.rating,
    recommend_employer: r.recommend_employer,
    comments: r.comments,
    created_at: r.created_at.toISOString(),
  }));
  return { data, meta: pageMeta(q, count) };
}

export async function getAverageRating(ctx: ResourceContext, uuid: string) {
  const job = await jobOfReach(ctx, uuid);
  return { data: await averageRating(ctx.deps.db, job.id) };
}
