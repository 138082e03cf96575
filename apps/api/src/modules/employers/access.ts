import type { Action } from '@portal/contract';
import { siteRight, tenantRight, type TenantRight } from '../access/index.js';

/**
 * Employers: staff (`employers.*` granted in the account or site) reach every employer of the
 * selected site; an employer's own members (`employer.*`) only it — to read and edit it.
 */
export const employerRight = (action: Action): TenantRight =>
  tenantRight(action, { site: 'employers', employer: 'employer' });

/** Listing, creating, exporting, deleting and the status changes are the staff's alone. */
export const employersStaffRight = (action: Action): TenantRight => siteRight(action, 'employers');

/** The same rule for an employer's users (`employer-users.*`), each right where it was granted. */
export const employerUsersRight = (action: Action): TenantRight =>
  tenantRight(action, { site: 'employer-users', employer: 'employer-users' });
