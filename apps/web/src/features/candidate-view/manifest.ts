import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';

const strings = featureStrings('candidateView', (locale) => import(`../../locales/${locale}/candidate-view.ts`));

/**
 * /impersonate/candidate — a candidate's own view of their profile and applications, read-only,
 * opened from a seeker's detail (decision 0052). In the signed-in shell, under the banner.
 */
export const candidateViewManifest: FeatureManifest = {
  name: 'candidate-view',
  subjects: [],
  strings,
  routes: {
    shell: [
      {
        path: 'impersonate/candidate',
        lazy: lazyPage(strings, () => import('./routes/candidate-view').then((m) => m.CandidateViewRoute)),
      },
    ],
  },
};
