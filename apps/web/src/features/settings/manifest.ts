import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';

const read = { action: 'read', subject: 'settings' } as const;

const strings: FeatureStrings = {
  name: 'settings',
  loaders: {
    en: () => import('../../locales/en/settings').then((m) => m.settings),
    fr: () => import('../../locales/fr/settings').then((m) => m.settings),
    ar: () => import('../../locales/ar/settings').then((m) => m.settings),
  },
};

/** /:account/:site/settings (spec §2): read settings to open it; its tabs are `?tab=`. */
export const settingsManifest: FeatureManifest = {
  name: 'settings',
  subjects: ['settings'],
  strings,
  nav: [{ to: '/:account/:site/settings', labelKey: 'nav.settings', icon: SettingsOutlinedIcon, ...read }],
  routes: {
    site: [
      {
        path: 'settings',
        handle: read,
        lazy: lazyPage(
          strings,
          () => import('./routes/settings'),
          (m) => m.SettingsRoute,
        ),
      },
    ],
  },
};
