import type { Action } from '@portal/contract';
import { siteRight, tenantRight } from '../access/index.js';

/**
 * Flagged jobs are moderation (decision 0047): `jobs.approve` granted in the account or the site,
 * as approving and rejecting jobs (decision 0038), so no employer role reaches a candidate's report.
 */
export const FLAGGED_JOBS_RIGHT = siteRight('approve', 'jobs');

/**
 * Job feedback is read like the job (decision 0047): staff of the site, and an employer's own users
 * for that employer's jobs — it is what candidates said about them.
 */
export const jobFeedbackRight = (action: Action) => tenantRight(action, { site: 'jobs', employer: 'jobs' });
