import { MESSAGES, type Action } from '@portal/contract';
import { invalid } from '../../lib/http-error.js';
import { siteRight, tenantRight, type Reach, type TenantRight } from '../access/index.js';
import type { Access } from '../access/index.js';

/**
 * Credits: staff (`credits.*` granted in the account or site) reach every employer of the selected
 * site; an employer's own members only that employer (decision 0012).
 */
export const creditRight = (action: Action): TenantRight =>
  tenantRight(action, { site: 'credits', employer: 'credits' });

/** The site's prices, tiers and products: only account and site memberships change them (0018). */
export const PRICING_UPDATE = siteRight('update', 'pricing');

/**
 * The employer whose balance the request reads or moves: the member's own, or the one staff chose
 * (X-AF-EMPID). Staff who chose none get a 422 on `employer_id`.
 */
export function creditEmployerId(access: Access, reach: Reach): number {
  const id = reach.employerId ?? access.scope.employerId;
  if (id == null) throw invalid({ employer_id: [MESSAGES.required] });
  return id;
}
