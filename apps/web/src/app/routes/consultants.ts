import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const read = { action: 'read', subject: 'consultants' } as const;

// The pages' first queries are imported with the loader's first run, beside the page's code (lib/route-prefetch.ts).
const pageQueries = () => import('../../features/consultants/api/page-queries');
const listLoader = prefetchLoader(read, async ({ url }) => (await pageQueries()).consultantListQueries(url));
const detailLoader = prefetchLoader(read, async ({ params }) => (await pageQueries()).consultantDetailQueries(params));

/** Spec §2 consultant pages under /:account/:site; each needs its right on `consultants`. */
export const consultantRoutes: RouteObject[] = [
  {
    path: 'consultants',
    handle: read,
    children: [
      {
        index: true,
        loader: listLoader,
        lazy: lazyPage(
          'consultants',
          () => import('../../features/consultants/routes/consultants-list'),
          (m) => m.ConsultantsListRoute,
        ),
      },
      {
        path: 'create',
        handle: { action: 'create', subject: 'consultants' },
        lazy: lazyPage(
          'consultants',
          () => import('../../features/consultants/routes/consultant-create'),
          (m) => m.ConsultantCreateRoute,
        ),
      },
      {
        path: ':id',
        loader: detailLoader,
        lazy: lazyPage(
          'consultants',
          () => import('../../features/consultants/routes/consultant-detail'),
          (m) => m.ConsultantDetailRoute,
        ),
      },
      {
        path: ':id/edit',
        handle: { action: 'update', subject: 'consultants' },
        loader: detailLoader,
        lazy: lazyPage(
          'consultants',
          () => import('../../features/consultants/routes/consultant-edit'),
          (m) => m.ConsultantEditRoute,
        ),
      },
    ],
  },
];
