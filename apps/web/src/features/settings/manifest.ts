import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';

const read = { action: 'read', subject: 'settings' } as const;

const strings = featureStrings('settings', (locale) => import(`../../locales/${locale}/settings.ts`));

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
        lazy: lazyPage(strings, () => import('./routes/settings').then((m) => m.SettingsRoute)),
      },
    ],
  },
};
