import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';

const strings: FeatureStrings = {
  name: 'candidateView',
  loaders: {
    en: () => import('../../locales/en/candidate-view').then((m) => m.candidateView),
    fr: () => import('../../locales/fr/candidate-view').then((m) => m.candidateView),
    ar: () => import('../../locales/ar/candidate-view').then((m) => m.candidateView),
  },
};

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
        lazy: lazyPage(
          strings,
          () => import('./routes/candidate-view'),
          (m) => m.CandidateViewRoute,
        ),
      },
    ],
  },
};
