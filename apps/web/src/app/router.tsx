import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/feedback/page-spinner';
import { FEATURE_MANIFESTS } from '../features/manifests';
import type { FeatureRoutes } from '../lib/feature-manifest';
import { withUsedStrings } from '../lib/feature-strings';
import { loadersFirst } from '../lib/route-prefetch';
import { BlankLayout } from './layouts/blank-layout';
import { RootView } from './root-view';
import { RouteError } from './route-error';

/** One place's routes of every feature, in the order of the manifest list, each with the strings it uses. */
const mounted = (place: keyof FeatureRoutes): RouteObject[] =>
  loadersFirst(FEATURE_MANIFESTS.flatMap((feature) => withUsedStrings(feature.routes[place] ?? [], feature.uses)));

/**
 * Spec §2 routes, from the features' manifests (features/manifests.ts, docs/decisions/0033). Every
 * page is its own chunk; `handle` carries the guard meta (default: access on portal). /login is not
 * here: it is its own lean page (login.html, src/login, docs/decisions/0009), reached by full page loads.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootView />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <BlankLayout />, children: mounted('blank') },
      {
        lazy: () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
        children: [
          ...mounted('shell'),
          // The account's own pages (sites, users): their static segments rank above `:site`. Each
          // is mounted at its full path, so `/{account}` alone matches no route (not found).
          ...mounted('account').map((route) => ({ ...route, path: `:account/${route.path ?? ''}` })),
          {
            path: ':account/:site',
            children: [
              // The site's own address has no page yet: once the guard has selected it, its dashboard.
              { index: true, element: <Navigate to="/" replace /> },
              ...mounted('site'),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
