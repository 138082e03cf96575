import type { Action } from '@portal/contract';
import { siteRight } from '../access/index.js';

/** Consultants belong to the site: only account and site memberships reach them (decision 0016). */
export const consultantRight = (action: Action) => siteRight(action, 'consultants');
