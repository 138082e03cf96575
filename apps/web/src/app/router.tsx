import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/feedback/page-spinner';
import type { RouteMetaInput } from '../lib/route-guard';
import { setSessionRedirect } from '../lib/session';
import { BlankLayout } from './layouts/blank-layout';
import { RootView } from './root-view';
import { RouteError } from './route-error';

const unauthenticatedOnly: RouteMetaInput = { unauthenticatedOnly: true };
const publicPage: RouteMetaInput = { public: true };

/**
 * Spec §2 routes. Every page is its own chunk; `handle` carries the guard meta
 * (default: access on portal).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootView />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <BlankLayout />,
        children: [
          {
            path: 'login',
            handle: unauthenticatedOnly,
            lazy: () => import('../features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: 'forgot-password',
            handle: unauthenticatedOnly,
            lazy: () =>
              import('../features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: 'reset-password',
            handle: unauthenticatedOnly,
            lazy: () =>
              import('../features/auth/routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: 'not-authorized',
            handle: publicPage,
            lazy: () =>
              import('../features/misc/routes/not-authorized').then((m) => ({ Component: m.NotAuthorizedRoute })),
          },
          {
            path: 'pages/misc/not-found/:error',
            handle: publicPage,
            lazy: () => import('../features/misc/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
          {
            path: '*',
            handle: publicPage,
            lazy: () => import('../features/misc/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
      {
        lazy: () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../features/dashboard/routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            // Feature pages (employers, jobs, …) are added here as they arrive.
            path: ':account/:site',
            children: [
              {
                path: '*',
                lazy: () => import('../features/misc/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setSessionRedirect((path) => void router.navigate(path));
  return router;
}
