import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';

const strings = featureStrings('profile', (locale) => import(`../../locales/${locale}/profile.ts`));

const page = lazyPage(strings, () => import('./routes/profile').then((m) => m.ProfileRoute));

/**
 * /auth/profile/{tab} (spec §2; decision 0053): the signed-in user's own password, avatar, name
 * and interface preferences, in the signed-in layout outside any site (access portal: everybody).
 * Its static segments rank above `/:account/:site/*`, so the path is never read as a site's.
 * Linked from the user menu, not the main menu.
 */
export const profileManifest: FeatureManifest = {
  name: 'profile',
  subjects: [],
  strings,
  routes: {
    shell: [
      { path: 'auth/profile', lazy: page },
      { path: 'auth/profile/:tab', lazy: page },
    ],
  },
};
