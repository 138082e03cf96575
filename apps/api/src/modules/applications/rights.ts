import type { Action } from '@portal/contract';
import { tenantRight } from '../access/index.js';

/**
 * The right of an applications route (decision 0044): staff reach the site's applications, an
 * employer's own user only those to its employer's jobs (the reach narrows every statement).
 */
export const applicationRight = (action: Action) =>
  tenantRight(action, { site: 'applications', employer: 'applications' });
