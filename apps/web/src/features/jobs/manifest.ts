import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { resourcePageRoutes } from '../../components/resource/resource-page-routes';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings: FeatureStrings = {
  name: 'jobs',
  loaders: {
    en: () => import('../../locales/en/jobs').then((m) => m.jobs),
    fr: () => import('../../locales/fr/jobs').then((m) => m.jobs),
    ar: () => import('../../locales/ar/jobs').then((m) => m.jobs),
  },
};

/**
 * Spec §2 job pages under /:account/:site (decision 0039): the list, `{uuid}`, and the posting
 * wizard at `create` and `edit?job={uuid}` — one page for both, so a new job's first save moves
 * to its edit address without leaving the wizard; and `hold`, the queue staff moderate (decision 0043).
 */
export const jobsManifest: FeatureManifest = {
  name: 'jobs',
  subjects: ['jobs'],
  strings,
  nav: [
    { to: '/:account/:site/jobs', labelKey: 'nav.jobs', icon: WorkOutlineIcon, action: 'read', subject: 'jobs' },
    {
      to: '/:account/:site/jobs/hold',
      labelKey: 'nav.jobsHold',
      icon: PendingActionsOutlinedIcon,
      action: 'approve',
      subject: 'jobs',
    },
  ],
  routes: {
    site: [
      resourcePageRoutes({
        path: 'jobs',
        subject: 'jobs',
        strings,
        api: () => import('./api/page-queries').then((m) => m.jobPages),
        list: () => import('./routes/jobs-list').then((m) => m.JobsListRoute),
        detail: () => import('./routes/job-detail').then((m) => m.JobDetailRoute),
        more: [
          {
            path: 'hold',
            handle: { action: 'approve', subject: 'jobs' },
            loader: prefetchLoader({ action: 'approve', subject: 'jobs' }, async ({ url }) =>
              (await import('./api/page-queries')).jobPages.pageQueries.hold(url),
            ),
            lazy: lazyPage(
              strings,
              () => import('./routes/jobs-hold'),
              (m) => m.JobsHoldRoute,
            ),
          },
          {
            // One page for both paths: a layout route whose children only carry the right they need.
            lazy: lazyPage(
              strings,
              () => import('./routes/job-wizard-page'),
              (m) => m.JobWizardPage,
            ),
            children: [
              { path: 'create', handle: { action: 'create', subject: 'jobs' } },
              {
                path: 'edit',
                handle: { action: 'update', subject: 'jobs' },
                loader: prefetchLoader({ action: 'update', subject: 'jobs' }, async ({ url }) =>
                  (await import('./api/page-queries')).jobPages.pageQueries.edit(url),
                ),
              },
            ],
          },
        ],
      }),
    ],
  },
};
