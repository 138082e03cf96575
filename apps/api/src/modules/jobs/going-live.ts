import { MESSAGES, type EmployerStatus, type JobStatus } from '@portal/contract';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Db } from '../../db/client.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { siteRight } from '../access/index.js';
import { notifyUsers } from '../notifications/index.js';
import { today } from './advert-dates.js';
import * as repo from './lifecycle-repository.js';

/** A disabled, rejected or held employer's jobs stay off the site, whoever moves them (409). */
export function refuseInactiveEmployer(employer: { status: EmployerStatus }): void {
  if (employer.status !== 'active') throw conflict(MESSAGES.employerNotActive);
}

/**
 * The job a publish or a resubmission moves, with its employer: another tenant's is a 404, one no
 * longer in `from` (another request moved it) or of an employer that is not active a 409.
 */
export async function jobToSubmit(ctx: ResourceContext, uuid: string, from: JobStatus) {
  const [record] = await repo.findJobsWithEmployer(ctx.deps.db, ctx.reach, [uuid.toLowerCase()]);
  if (!record) throw notFound();
  if (record.job.status !== from) throw conflict(MESSAGES.statusConflict);
  refuseInactiveEmployer(record.employer);
  return record;
}

/**
 * What approve and relist need before a job goes live: an active employer and an advert that has
 * not ended (the sweep would expire it at once, so a 409 says to clone it instead). Publish checks
 * the employer here and the dates through `advertPeriod`.
 */
export function refuseGoingLive(
  record: { job: { advert_end_date: string | null }; employer: { status: EmployerStatus } },
  now = new Date(),
): void {
  refuseInactiveEmployer(record.employer);
  const end = record.job.advert_end_date;
  if (end !== null && end < today(now)) throw conflict(MESSAGES.advertEnded);
}

/** Tells the site's moderators (who may approve jobs) that a job waits on the hold queue. */
export function notifyJobOnHold(db: Db, siteId: number, job: { title: string }, employer: { name: string }) {
  return notifyUsers(db, {
    scope: { siteId },
    right: siteRight('approve', 'jobs'),
    kind: 'job_on_hold',
    params: { job_title: job.title, employer: employer.name },
    link: 'jobs/hold',
  });
}
