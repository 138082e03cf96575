import type { RouteObject } from 'react-router';
import type { RouteMetaInput } from '../../lib/route-guard';

const readSettings: RouteMetaInput = { action: 'read', subject: 'settings' };

/** /:account/:site/settings (spec §2): read settings to open it; its tabs are `?tab=`. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: readSettings,
    lazy: () => import('../../features/settings/routes/settings').then((m) => ({ Component: m.SettingsRoute })),
  },
];
