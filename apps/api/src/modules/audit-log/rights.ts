import type { Action } from '@portal/contract';
import { siteRight } from '../access/index.js';

/**
 * The audit is the site's (decision 0095): account owners and admins (their account's entries) and
 * site admins (the site's); an employer's membership never reaches it, whatever it says.
 */
export const auditRight = (action: Action) => siteRight(action, 'audit');
