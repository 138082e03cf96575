import type { FeatureManifest } from '../../lib/feature-manifest';
import { searchStrings } from './strings';

/**
 * The navbar's command palette and shortcuts menu (decision 0055): pieces of the shell's navbar
 * with no page of their own. What they list is the menu the shell passes them, already checked.
 */
export const searchManifest: FeatureManifest = {
  name: 'search',
  subjects: ['jobs'],
  routes: {},
  strings: searchStrings,
};
