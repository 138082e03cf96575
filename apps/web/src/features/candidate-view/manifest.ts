import { featureStrings } from '../../lib/feature-strings';
import { pageFeature } from '../../lib/page-feature';

/**
 * /impersonate/candidate — a candidate's own view of their profile and applications, read-only,
 * opened from a seeker's detail (decision 0052). In the signed-in shell, under the banner.
 */
export const candidateViewManifest = pageFeature({
  name: 'candidate-view',
  strings: featureStrings('candidateView', (locale) => import(`../../locales/${locale}/candidate-view.ts`)),
  at: 'shell',
  path: 'impersonate/candidate',
  page: () => import('./routes/candidate-view').then((m) => m.CandidateViewRoute),
});
