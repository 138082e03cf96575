import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import { resourcePageRoutes } from '../../components/resource/resource-page-routes';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings: FeatureStrings = {
  name: 'applications',
  loaders: {
    en: () => import('../../locales/en/applications').then((m) => m.applications),
    fr: () => import('../../locales/fr/applications').then((m) => m.applications),
    ar: () => import('../../locales/ar/applications').then((m) => m.applications),
  },
};

const detail = () => import('./routes/application-detail').then((m) => m.ApplicationDetailRoute);
const board = () => import('./routes/pipeline-board').then((m) => m.PipelineBoardRoute);

/**
 * The applications pages under /:account/:site (decisions 0044, 0048): the list, and one
 * application at `{uuid}` (its overview) and `{uuid}/{tab}`, one page for both; a job's pipeline
 * board at `board?job={uuid}` (decision 0050; `board` is no uuid, so it never reads as an application).
 */
export const applicationsManifest: FeatureManifest = {
  name: 'applications',
  subjects: ['applications'],
  strings,
  nav: [
    {
      to: '/:account/:site/applications',
      labelKey: 'nav.applications',
      icon: AssignmentIndOutlinedIcon,
      action: 'read',
      subject: 'applications',
    },
  ],
  routes: {
    site: [
      resourcePageRoutes({
        path: 'applications',
        subject: 'applications',
        strings,
        api: () => import('./api/page-queries').then((m) => m.applicationPages),
        list: () => import('./routes/applications-list').then((m) => m.ApplicationsListRoute),
        detail,
        more: [
          {
            path: 'board',
            loader: prefetchLoader({ action: 'read', subject: 'applications' }, async () =>
              (await import('./api/page-queries')).applicationPages.pageQueries.board(),
            ),
            lazy: lazyPage(strings, board, (Component) => Component),
          },
          {
            path: ':id/:tab',
            loader: prefetchLoader({ action: 'read', subject: 'applications' }, async ({ params }) =>
              (await import('./api/page-queries')).applicationPages.pageQueries.detail(params),
            ),
            lazy: lazyPage(strings, detail, (Component) => Component),
          },
        ],
      }),
    ],
  },
};
