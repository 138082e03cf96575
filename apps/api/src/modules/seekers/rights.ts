import type { Action } from '@portal/contract';
import { siteRight } from '../access/index.js';

/**
 * The right of a seekers route (decision 0047): candidates are the site's staff's, so only an
 * account or site membership's `seekers.*` counts; no employer membership reaches them, whatever
 * its entries say (an employer sees the people who applied to its jobs through their applications).
 */
export const seekerRight = (action: Action) => siteRight(action, 'seekers');
