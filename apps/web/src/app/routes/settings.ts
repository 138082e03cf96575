import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/feature-strings';
import type { RouteMetaInput } from '../../lib/route-guard';

const readSettings: RouteMetaInput = { action: 'read', subject: 'settings' };

/** /:account/:site/settings (spec §2): read settings to open it; its tabs are `?tab=`. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: readSettings,
    lazy: lazyPage(
      'settings',
      () => import('../../features/settings/routes/settings'),
      (m) => m.SettingsRoute,
    ),
  },
];
