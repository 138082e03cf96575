import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { SETTINGS_TABS } from '@portal/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { featureStrings } from '../../lib/feature-strings';
import { pageFeature } from '../../lib/page-feature';
import { prefetchLoader } from '../../lib/route-prefetch';
import { TAB_PANELS } from './tab-panels';

const read = { action: 'read', subject: 'settings' } as const;

// The pricing tab's data is read with `credits.read`, the tab's own right (routes/settings.tsx).
const pricingLoader = prefetchLoader(
  { action: 'read', subject: 'credits' },
  async ({ url }) => (await import('./api/page-queries')).pricingTabQueries(url),
  '/v1/site/products',
);

/**
 * The tab the URL opens starts downloading beside the page's chunk, not once the page has rendered,
 * and the pricing tab's price and products are requested as soon as the user is known (issue 20).
 */
function settingsLoader(args: LoaderFunctionArgs) {
  const asked = new URL(args.request.url).searchParams.get('tab');
  const tab = SETTINGS_TABS.find((name) => name === asked) ?? 'general';
  const loaded = tab === 'pricing' ? pricingLoader(args) : null;
  TAB_PANELS[tab].preload();
  return loaded;
}

/** /:account/:site/settings (spec §2): read settings to open it; its tabs are `?tab=`. */
export const settingsManifest = pageFeature({
  name: 'settings',
  strings: featureStrings('settings', (locale) => import(`../../locales/${locale}/settings.ts`)),
  at: 'site',
  path: 'settings',
  right: read,
  icon: SettingsOutlinedIcon,
  loader: settingsLoader,
  page: () => import('./routes/settings').then((m) => m.SettingsRoute),
});
