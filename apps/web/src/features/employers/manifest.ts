import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { Action, Subject } from '@portal/contract';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { fieldOptionsQueryOptions } from '../../lib/field-options';
import { prefetchLoader } from '../../lib/route-prefetch';

const meta = <A extends Action, S extends Subject>(action: A, subject: S) => ({ action, subject });

/** The lists' rows and filter options are requested with the page's code, not after it (lib/route-prefetch.ts). */
const listLoader = (kind: 'all' | 'on-hold') =>
  prefetchLoader(
    meta('read', 'employers'),
    async ({ url }) => {
      const queries = await import('./api/page-queries');
      const list = kind === 'all' ? queries.employerListQueries(url) : queries.employerHoldQueries(url);
      return [...list, fieldOptionsQueryOptions];
    },
    kind === 'all' ? '/v1/employers' : '/v1/employers/on-hold',
  );

/**
 * Spec §2 employer pages under /:account/:site. Staff pages need `read employers` (an employer's
 * own users land on not-authorized there); the single-employer pages need `read employer`. The
 * employers' strings are core (the navigation and invitations use them).
 */
export const employersManifest: FeatureManifest = {
  name: 'employers',
  subjects: ['employers', 'employer', 'employer-users'],
  nav: [
    {
      to: '/:account/:site/employers',
      labelKey: 'nav.employers',
      icon: BusinessOutlinedIcon,
      ...meta('read', 'employers'),
    },
    {
      to: '/:account/:site/employers/hold',
      labelKey: 'employers.hold.title',
      icon: PendingActionsOutlinedIcon,
      ...meta('read', 'employers'),
    },
    {
      to: '/:account/:site/employer',
      labelKey: 'employers.own.title',
      icon: StorefrontOutlinedIcon,
      ...meta('read', 'employer'),
      needsEmployer: true,
    },
  ],
  routes: {
    site: [
      {
        path: 'employers',
        handle: meta('read', 'employers'),
        children: [
          {
            index: true,
            loader: listLoader('all'),
            lazy: () => import('./routes/employers-list').then((m) => ({ Component: m.EmployersListRoute })),
          },
          {
            path: 'create',
            handle: meta('create', 'employers'),
            lazy: () => import('./routes/employer-create').then((m) => ({ Component: m.EmployerCreateRoute })),
          },
          {
            path: 'hold',
            loader: listLoader('on-hold'),
            lazy: () => import('./routes/employers-hold').then((m) => ({ Component: m.EmployersHoldRoute })),
          },
          {
            path: ':id',
            lazy: () => import('./routes/employer-detail').then((m) => ({ Component: m.EmployerDetailRoute })),
          },
          {
            path: ':id/edit',
            handle: meta('update', 'employers'),
            lazy: () => import('./routes/employer-edit').then((m) => ({ Component: m.EmployerEditRoute })),
          },
        ],
      },
      {
        path: 'employer',
        handle: meta('read', 'employer'),
        children: [
          {
            index: true,
            lazy: () => import('./routes/my-employer').then((m) => ({ Component: m.MyEmployerRoute })),
          },
          {
            path: 'edit',
            handle: meta('update', 'employer'),
            lazy: () => import('./routes/my-employer-edit').then((m) => ({ Component: m.MyEmployerEditRoute })),
          },
          {
            path: 'users',
            handle: meta('read', 'employer-users'),
            lazy: () => import('./routes/my-employer-users').then((m) => ({ Component: m.MyEmployerUsersRoute })),
          },
        ],
      },
    ],
  },
};
