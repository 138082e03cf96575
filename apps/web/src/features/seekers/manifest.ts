import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { resourcePageRoutes } from '../../components/resource/resource-page-routes';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings: FeatureStrings = {
  name: 'seekers',
  loaders: {
    en: () => import('../../locales/en/seekers').then((m) => m.seekers),
    fr: () => import('../../locales/fr/seekers').then((m) => m.seekers),
    ar: () => import('../../locales/ar/seekers').then((m) => m.seekers),
  },
};

const read = { action: 'read', subject: 'seekers' } as const;

/**
 * Spec §2 seeker pages under /:account/:site (decision 0049): the list, and a seeker by tab at
 * `{uuid}/{tab}` (`{uuid}` opens the profile). Staff only: employer roles hold no `seekers` right.
 */
export const seekersManifest: FeatureManifest = {
  name: 'seekers',
  subjects: ['seekers'],
  strings,
  nav: [{ to: '/:account/:site/seekers', labelKey: 'nav.seekers', icon: PersonSearchOutlinedIcon, ...read }],
  routes: {
    site: [
      resourcePageRoutes({
        path: 'seekers',
        subject: 'seekers',
        strings,
        api: () => import('./api/page-queries').then((m) => m.seekerPages),
        list: () => import('./routes/seekers-list').then((m) => m.SeekersListRoute),
        detail: () => import('./routes/seeker-detail').then((m) => m.SeekerDetailRoute),
        more: [
          {
            path: ':id/:tab',
            loader: prefetchLoader(read, async ({ params }) =>
              (await import('./api/page-queries')).seekerPages.pageQueries.detail(params),
            ),
            lazy: lazyPage(
              strings,
              () => import('./routes/seeker-detail'),
              (m) => m.SeekerDetailRoute,
            ),
          },
        ],
      }),
    ],
  },
};
