import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const read = { action: 'read', subject: 'consultants' } as const;

const strings: FeatureStrings = {
  name: 'consultants',
  loaders: {
    en: () => import('../../locales/en/consultants').then((m) => m.consultants),
    fr: () => import('../../locales/fr/consultants').then((m) => m.consultants),
    ar: () => import('../../locales/ar/consultants').then((m) => m.consultants),
  },
};

// The pages' first queries are imported with the loader's first run, beside the page's code (lib/route-prefetch.ts).
const pageQueries = () => import('./api/page-queries');
const listLoader = prefetchLoader(read, async ({ url }) => (await pageQueries()).consultantListQueries(url));
const detailLoader = prefetchLoader(read, async ({ params }) => (await pageQueries()).consultantDetailQueries(params));

/** Spec §2 consultant pages under /:account/:site; each needs its right on `consultants`. */
export const consultantsManifest: FeatureManifest = {
  name: 'consultants',
  subjects: ['consultants'],
  strings,
  nav: [{ to: '/:account/:site/consultants', labelKey: 'nav.consultants', icon: BadgeOutlinedIcon, ...read }],
  routes: {
    site: [
      {
        path: 'consultants',
        handle: read,
        children: [
          {
            index: true,
            loader: listLoader,
            lazy: lazyPage(
              strings,
              () => import('./routes/consultants-list'),
              (m) => m.ConsultantsListRoute,
            ),
          },
          {
            path: 'create',
            handle: { action: 'create', subject: 'consultants' },
            lazy: lazyPage(
              strings,
              () => import('./routes/consultant-create'),
              (m) => m.ConsultantCreateRoute,
            ),
          },
          {
            path: ':id',
            loader: detailLoader,
            lazy: lazyPage(
              strings,
              () => import('./routes/consultant-detail'),
              (m) => m.ConsultantDetailRoute,
            ),
          },
          {
            path: ':id/edit',
            handle: { action: 'update', subject: 'consultants' },
            loader: detailLoader,
            lazy: lazyPage(
              strings,
              () => import('./routes/consultant-edit'),
              (m) => m.ConsultantEditRoute,
            ),
          },
        ],
      },
    ],
  },
};
