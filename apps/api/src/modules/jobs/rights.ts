import type { Action } from '@portal/contract';
import { siteRight, tenantRight } from '../access/index.js';

/**
 * The right of a jobs route (decisions 0036, 0038): staff reach the site's jobs, an employer's own
 * user that employer's. Moderation (`approve`: approving, rejecting, the hold queue) counts only
 * where an account or site membership grants it, so no employer role reaches it, whatever its entries.
 */
export const jobRight = (action: Action) =>
  action === 'approve' ? siteRight(action, 'jobs') : tenantRight(action, { site: 'jobs', employer: 'jobs' });
