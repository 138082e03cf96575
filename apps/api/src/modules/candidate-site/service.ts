import type { FlagJob, JobFeedbackInput, PublicJobListQuery } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { scopeOf, setRequestScope } from '../../db/row-scope.js';
import { clientKey, RequestBudget, type Limit } from '../../lib/rate-limit.js';
import { findSiteByDomain } from '../branding/index.js';
import { toPublicJob, toPublicJobDetail } from './presenter.js';
import { liveJobRows, type LiveJob, type PublicSite } from './public-jobs-repository.js';
import { siteRight } from '../access/index.js';
import { notifyUsers } from '../notifications/index.js';
import type { SiteCache } from './site-cache.js';
import { insertFeedback, insertFlag, isFirstOpenFlag } from './reports-repository.js';

/**
 * The site named by one of its domains in the path, within the request's enterprise; else 404.
 * Read through `sites`, the process's cache that every change of a domain's site drops.
 */
export async function siteOfDomain(
  deps: AppDeps,
  sites: SiteCache,
  enterpriseId: number,
  domain: string,
): Promise<PublicSite> {
  const site = await sites.siteOf(domain.toLowerCase(), async () => {
    const row = await findSiteByDomain(deps.db, enterpriseId, domain);
    return row && { siteId: row.id, enterpriseId };
  });
  if (site?.enterpriseId !== enterpriseId) throw notFound();
  // From here the request sees this site's rows and no other's (decision 0104).
  setRequestScope(scopeOf({ sites: [site.siteId] }));
  return { siteId: site.siteId };
}

/** A live job of the site; a job of another site, or one that is not live, is a 404. */
export const liveJob = (deps: AppDeps, site: PublicSite, uuid: string): Promise<LiveJob> =>
  liveJobRows.found(deps.db, site, uuid);

export const liveJobPage = (deps: AppDeps, site: PublicSite, query: PublicJobListQuery) =>
  liveJobRows.pageOf(deps.db, site, query, toPublicJob);

export const liveJobDetail = async (deps: AppDeps, site: PublicSite, uuid: string) =>
  toPublicJobDetail(deps.config, await liveJob(deps, site, uuid));

type CandidateWrite = 'apply' | 'reports';

function candidateLimits(config: AppDeps['config'], what: CandidateWrite) {
  return what === 'apply'
    ? { perIp: config.CANDIDATE_APPLY_MAX_PER_IP, perSite: config.CANDIDATE_APPLY_MAX_PER_SITE }
    : { perIp: config.CANDIDATE_REPORTS_MAX_PER_IP, perSite: config.CANDIDATE_REPORTS_MAX_PER_SITE };
}

/**
 * Counts one write of the candidate site (decisions 0045, 0061) against the client's own budget:
 * per address (as Fastify reads it: X-Forwarded-For only from a trusted proxy; IPv6 by its /64);
 * over it is a 429 with Retry-After, counted against nobody else. `apply` and `reports` (flags and
 * feedback) are counted apart. The site's shared budget is spent later, by `spendSiteBudget`.
 */
export function ownCandidateBudget(deps: AppDeps, what: CandidateWrite, ip: string): Promise<RequestBudget> {
  const windowSeconds = deps.config.CANDIDATE_LIMIT_WINDOW_SECONDS;
  const own: Limit = {
    bucket: `candidate-${what}:ip`,
    key: clientKey(ip),
    max: candidateLimits(deps.config, what).perIp,
    windowSeconds,
  };
  return RequestBudget.own(deps.db, [own]);
}

/**
 * Counts the write against the site's shared budget: call only once the request passed its own
 * limit, reached a live job and sent a well-formed form, so junk never blocks the site's candidates.
 */
export function spendSiteBudget(deps: AppDeps, budget: RequestBudget, what: CandidateWrite, site: PublicSite) {
  return budget.shared([
    {
      bucket: `candidate-${what}:site`,
      key: String(site.siteId),
      max: candidateLimits(deps.config, what).perSite,
      windowSeconds: deps.config.CANDIDATE_LIMIT_WINDOW_SECONDS,
    },
  ]);
}

/** A candidate's report; the first open one of a job tells the site's moderators it is flagged. */
export async function flagJob(deps: AppDeps, site: PublicSite, uuid: string, flag: FlagJob, budget: RequestBudget) {
  const record = await liveJob(deps, site, uuid);
  await spendSiteBudget(deps, budget, 'reports', site);
  return deps.db.transaction(async (tx) => {
    const flagUuid = await insertFlag(tx, record, flag);
    if (await isFirstOpenFlag(tx, record)) {
      await notifyUsers(tx, {
        scope: { siteId: record.job.site_id },
        right: siteRight('approve', 'jobs'),
        kind: 'job_flagged',
        params: { job_title: record.job.title, reason: flag.reason },
        link: 'jobs/flagged-jobs',
      });
    }
    return { uuid: flagUuid };
  });
}

export async function leaveFeedback(
  deps: AppDeps,
  site: PublicSite,
  uuid: string,
  feedback: JobFeedbackInput,
  budget: RequestBudget,
) {
  const record = await liveJob(deps, site, uuid);
  await spendSiteBudget(deps, budget, 'reports', site);
  return { uuid: await insertFeedback(deps.db, record, feedback) };
}
