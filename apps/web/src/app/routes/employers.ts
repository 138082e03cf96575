import type { RouteObject } from 'react-router';
import type { Action, Subject } from '@portal/contract';
import { employersQueryOptions } from '../../features/employers/api/get-employers';
import { fieldOptionsQueryOptions } from '../../lib/field-options';
import { employerList, ON_HOLD_OMITS } from '../../features/employers/api/list-query';
import { parseListState, toApiQuery } from '../../lib/list-state';
import type { RouteMetaInput } from '../../lib/route-guard';
import { prefetchLoader } from '../../lib/route-prefetch';

const meta = (action: Action, subject: Subject): RouteMetaInput => ({ action, subject });

/** The lists' rows and filter options are requested with the page's code, not after it (lib/route-prefetch.ts). */
const listLoader = (kind: 'all' | 'on-hold') =>
  prefetchLoader({ action: 'read', subject: 'employers' }, ({ url }) => [
    employersQueryOptions(
      kind,
      toApiQuery(parseListState(employerList, url.searchParams, kind === 'on-hold' ? ON_HOLD_OMITS : [])),
    ),
    fieldOptionsQueryOptions,
  ]);

/**
 * Spec §2 employer pages under /:account/:site. Staff pages need `read employers` (an employer's
 * own users land on not-authorized there); the single-employer pages need `read employer`.
 */
export const employerRoutes: RouteObject[] = [
  {
    path: 'employers',
    handle: meta('read', 'employers'),
    children: [
      {
        index: true,
        loader: listLoader('all'),
        lazy: () =>
          import('../../features/employers/routes/employers-list').then((m) => ({ Component: m.EmployersListRoute })),
      },
      {
        path: 'create',
        handle: meta('create', 'employers'),
        lazy: () =>
          import('../../features/employers/routes/employer-create').then((m) => ({ Component: m.EmployerCreateRoute })),
      },
      {
        path: 'hold',
        loader: listLoader('on-hold'),
        lazy: () =>
          import('../../features/employers/routes/employers-hold').then((m) => ({ Component: m.EmployersHoldRoute })),
      },
      {
        path: ':id',
        lazy: () =>
          import('../../features/employers/routes/employer-detail').then((m) => ({ Component: m.EmployerDetailRoute })),
      },
      {
        path: ':id/edit',
        handle: meta('update', 'employers'),
        lazy: () =>
          import('../../features/employers/routes/employer-edit').then((m) => ({ Component: m.EmployerEditRoute })),
      },
    ],
  },
  {
    path: 'employer',
    handle: meta('read', 'employer'),
    children: [
      {
        index: true,
        lazy: () =>
          import('../../features/employers/routes/my-employer').then((m) => ({ Component: m.MyEmployerRoute })),
      },
      {
        path: 'edit',
        handle: meta('update', 'employer'),
        lazy: () =>
          import('../../features/employers/routes/my-employer-edit').then((m) => ({
            Component: m.MyEmployerEditRoute,
          })),
      },
      {
        path: 'users',
        handle: meta('read', 'employer-users'),
        lazy: () =>
          import('../../features/employers/routes/my-employer-users').then((m) => ({
            Component: m.MyEmployerUsersRoute,
          })),
      },
    ],
  },
];

/** /exports/:id — the export mail's link (signed in, default layout, access portal). */
export const exportRoutes: RouteObject[] = [
  {
    path: 'exports/:id',
    lazy: () => import('../../features/exports/routes/export-status').then((m) => ({ Component: m.ExportStatusRoute })),
  },
];
