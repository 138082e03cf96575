import type { RouteObject } from 'react-router';
import { consultantQueryOptions } from '../../features/consultants/api/get-consultant';
import { consultantsQueryOptions } from '../../features/consultants/api/get-consultants';
import { consultantList } from '../../features/consultants/api/list-query';
import { lazyPage } from '../../lib/feature-strings';
import { parseListState, toApiQuery } from '../../lib/list-state';
import { prefetchLoader } from '../../lib/route-prefetch';

const read = { action: 'read', subject: 'consultants' } as const;

/** The list's rows start with the page's code (lib/route-prefetch.ts), under the key the page reads. */
const listLoader = prefetchLoader(read, ({ url }) => [
  consultantsQueryOptions(toApiQuery(parseListState(consultantList, url.searchParams))),
]);

/** One consultant, for the detail and edit pages (a malformed id is left to the page's not-found). */
const detailLoader = prefetchLoader(read, ({ params }) =>
  params.id && /^\d{1,10}$/.test(params.id) ? [consultantQueryOptions(Number(params.id))] : [],
);

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
