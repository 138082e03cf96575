import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/feedback/page-spinner';
import type { RouteMetaInput } from '../lib/route-guard';
import { BlankLayout } from './layouts/blank-layout';
import { RootView } from './root-view';
import { RouteError } from './route-error';
import { consultantRoutes } from './routes/consultants';
import { creditRoutes } from './routes/credits';
import { employerRoutes, exportRoutes } from './routes/employers';
import { settingsRoutes } from './routes/settings';

const unauthenticatedOnly: RouteMetaInput = { unauthenticatedOnly: true };
const publicPage: RouteMetaInput = { public: true };

/**
 * Spec §2 routes. Every page is its own chunk; `handle` carries the guard meta
 * (default: access on portal). /login is not here: it is its own lean page (login.html,
 * src/login, docs/decisions/0009), reached by full page loads.
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
            // Public: the invitee may be signed in already (as themselves or someone else).
            path: 'accept-invitation',
            handle: publicPage,
            lazy: () =>
              import('../features/auth/routes/accept-invitation').then((m) => ({ Component: m.AcceptInvitationRoute })),
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
          ...exportRoutes,
          {
            // Feature pages (employers, jobs, …) are added here as they arrive.
            path: ':account/:site',
            children: [
              // The site's own address has no page yet: once the guard has selected it, its dashboard.
              { index: true, element: <Navigate to="/" replace /> },
              ...employerRoutes,
              ...consultantRoutes,
              ...creditRoutes,
              ...settingsRoutes,
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
  return createBrowserRouter(routes);
}
