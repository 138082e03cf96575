import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings } from '../../lib/feature-strings';

/**
 * The signed-in home page (`/`): the selected site's counts and charts; everybody has `access` on
 * `portal`. The chart library (@mui/x-charts) is imported by this page's chunk only. The charts name
 * job and application statuses with the words of the jobs and applications strings.
 */
export const dashboardManifest: FeatureManifest = {
  name: 'dashboard',
  subjects: [],
  nav: [{ to: '/', labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon, action: 'access', subject: 'portal' }],
  uses: [
    featureStrings('jobs', (locale) => import(`../../locales/${locale}/jobs.ts`)),
    featureStrings('applications', (locale) => import(`../../locales/${locale}/applications.ts`)),
  ],
  routes: {
    shell: [{ index: true, lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })) }],
  },
};
