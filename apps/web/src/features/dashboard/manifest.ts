import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { loadFeatureStrings, type FeatureStrings } from '../../lib/feature-strings';

/** The charts name job and application statuses with the words of the jobs and applications strings. */
const statusWords: FeatureStrings[] = [
  {
    name: 'jobs',
    loaders: {
      en: () => import('../../locales/en/jobs').then((m) => m.jobs),
      fr: () => import('../../locales/fr/jobs').then((m) => m.jobs),
      ar: () => import('../../locales/ar/jobs').then((m) => m.jobs),
    },
  },
  {
    name: 'applications',
    loaders: {
      en: () => import('../../locales/en/applications').then((m) => m.applications),
      fr: () => import('../../locales/fr/applications').then((m) => m.applications),
      ar: () => import('../../locales/ar/applications').then((m) => m.applications),
    },
  },
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
