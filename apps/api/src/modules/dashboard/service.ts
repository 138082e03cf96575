import { can } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { type Access, findSite } from '../access/index.js';
import { creditSalesOf } from '../credits/index.js';
import { applicationsByStatus, flaggedJobCount } from './candidate-counts-repository.js';
import { jobCounts } from './job-counts-repository.js';
import { employerCounts, employerOwnCounts } from './repository.js';
import { applicationsByDay, creditsByDay, jobsByStatus } from './trends-repository.js';

/** The selected site's name and the counts the user may see: the site's, or their employer's own. */
export async function siteDashboard(deps: AppDeps, access: Access, siteId: number, enterpriseId: number) {
  const site = await findSite(deps.db, siteId, enterpriseId);
  if (!site) throw notFound();
  const counts: Record<string, number> = {};
  const { levels, scope } = access;
  if (can(levels.site, 'read', 'employers')) Object.assign(counts, await employerCounts(deps.db, site.id));
  else if (scope.employerId != null && levels.employer && can(levels.employer, 'read', 'employer')) {
    Object.assign(counts, await employerOwnCounts(deps.db, site.id, scope.employerId));
  }
  // Jobs and applications: the site's for its staff, the employer's own for its users.
  const readerOf = (subject: 'jobs' | 'applications') =>
    can(levels.site, 'read', subject)
      ? { employer: undefined }
      : scope.employerId != null && levels.employer && can(levels.employer, 'read', subject)
        ? { employer: scope.employerId }
        : undefined;
  const jobsOf = readerOf('jobs');
  const jobs = jobsOf
    ? await Promise.all([jobCounts(deps.db, site.id, jobsOf.employer), jobsByStatus(deps.db, site.id, jobsOf.employer)])
    : undefined;
  if (jobs) Object.assign(counts, jobs[0]);
  // Flagged jobs are moderation (decision 0047): counted for whoever may dismiss them.
  if (can(levels.site, 'approve', 'jobs')) counts.jobs_flagged = await flaggedJobCount(deps.db, site.id);
  const applicationsOf = readerOf('applications');
  const applications = applicationsOf
    ? await Promise.all([
        applicationsByStatus(deps.db, site.id, applicationsOf.employer),
        applicationsByDay(deps.db, site.id, applicationsOf.employer),
      ])
    : undefined;
  // Credits sold and revenue are the site's figures: only account and site memberships see them.
  const creditSales = can(levels.site, 'read', 'credits')
    ? await Promise.all([creditSalesOf(deps.db, site.id), creditsByDay(deps.db, site.id)])
    : undefined;
  return {
    site: { id: site.id, name: site.name, title: site.title },
    counts,
    ...(jobs ? { jobs_by_status: jobs[1] } : {}),
    ...(creditSales ? { credit_sales: creditSales[0], credits_by_day: creditSales[1] } : {}),
    ...(applications ? { applications_by_status: applications[0], applications_by_day: applications[1] } : {}),
  };
}
