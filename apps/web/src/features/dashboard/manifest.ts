import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';

/** The signed-in home page (`/`): the selected site's counts; everybody has `access` on `portal`. */
export const dashboardManifest: FeatureManifest = {
  name: 'dashboard',
  subjects: [],
  nav: [{ to: '/', labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon, action: 'access', subject: 'portal' }],
  routes: {
    shell: [
      {
        index: true,
        lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
      },
    ],
  },
};
