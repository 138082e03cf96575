import type { Action } from '@portal/contract';
import { siteRight, type TenantRight } from '../access/index.js';

/**
 * Tags: the selected site, for `tags.*` granted in the account or the site. Tags are the staff's
 * own vocabulary, so an employer membership never reaches them (0014).
 */
export const tagRight = (action: Action): TenantRight => siteRight(action, 'tags');
