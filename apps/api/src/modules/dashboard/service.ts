import { can } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/http-error.js';
import { type Access, findSite } from '../access/index.js';
import { creditSalesOf } from '../credits/index.js';
import { applicationsByStatus, flaggedJobCount } from './candidate-counts-repository.js';
import { jobCounts } from './job-counts-repository.js';
import { employerCounts, employerOwnCounts } from './repository.js';

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
  if (can(levels.site, 'read', 'jobs')) Object.assign(counts, await jobCounts(deps.db, site.id));
  else if (scope.employerId != null && levels.employer && can(levels.employer, 'read', 'jobs')) {
    Object.assign(counts, await jobCounts(deps.db, site.id, scope.employerId));
  }
  // Flagged jobs are moderation (decision 0047): counted for whoever may dismiss them.
  if (can(levels.site, 'approve', 'jobs')) counts.jobs_flagged = await flaggedJobCount(deps.db, site.id);
  const applications = can(levels.site, 'read', 'applications')
    ? await applicationsByStatus(deps.db, site.id)
    : scope.employerId != null && levels.employer && can(levels.employer, 'read', 'applications')
      ? await applicationsByStatus(deps.db, site.id, scope.employerId)
      : undefined;
  // Credits sold and revenue are the site's figures: only account and site memberships see them.
  const creditSales = can(levels.site, 'read', 'credits') ? await creditSalesOf(deps.db, site.id) : undefined;
  return {
    site: { id: site.id, name: site.name, title: site.title },
    counts,
    ...(creditSales ? { credit_sales: creditSales } : {}),
    ...(applications ? { applications_by_status: applications } : {}),
  };
}
