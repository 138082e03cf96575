import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, loadFeatureStrings } from '../../lib/feature-strings';

/** The charts name job and application statuses with the words of the jobs and applications strings. */
const statusWords = [
  featureStrings('jobs', (locale) => import(`../../locales/${locale}/jobs.ts`)),
  featureStrings('applications', (locale) => import(`../../locales/${locale}/applications.ts`)),
];

/**
 * The signed-in home page (`/`): the selected site's counts and charts; everybody has `access` on
 * `portal`. The chart library (@mui/x-charts) is imported by this page's chunk only.
 */
export const dashboardManifest: FeatureManifest = {
  name: 'dashboard',
  subjects: [],
  nav: [{ to: '/', labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon, action: 'access', subject: 'portal' }],
  routes: {
    shell: [
      {
        index: true,
        lazy: async () => {
          const [page] = await Promise.all([import('./routes/dashboard'), ...statusWords.map(loadFeatureStrings)]);
          return { Component: page.DashboardRoute };
        },
      },
    ],
  },
};
